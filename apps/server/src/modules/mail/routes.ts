import { mailboxMessageSchema } from '@sportsbook/contract/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutbox, type OutboxMessage } from './outbox-repository';

const mailboxQuery = z.object({
  to: z.string().trim().toLowerCase().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function renderHtml(messages: OutboxMessage[]): string {
  const items = messages
    .map((m) => {
      const links = m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('');
      return `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">${m.channel} to <strong>${escapeHtml(m.to)}</strong> at ${m.createdAt.toISOString()}</p><pre>${escapeHtml(m.body)}</pre>${links ? `<ul>${links}</ul>` : ''}</article>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title><meta name="robots" content="noindex"><style>body{font:15px/1.45 system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:8px;padding:.5rem 1rem;margin:1rem 0}.meta{color:#555}pre{white-space:pre-wrap}</style></head><body><h1>Development mailbox</h1><p>Mail and SMS the server would send (SMTP_URL is not set). Newest first.</p>${items || '<p>No messages yet.</p>'}</body></html>`;
}

/**
 * `GET /dev/mailbox` (only when SMTP_URL is unset): the outbox, newest first, as JSON
 * `[{ id, channel, to, subject, body, links, createdAt }]` when the client asks for application/json, else an HTML
 * page with clickable links. `?to=` filters by recipient.
 */
export async function devMailboxRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/dev/mailbox',
    { schema: { querystring: mailboxQuery, response: { 200: z.array(mailboxMessageSchema) } } },
    async (request, reply) => {
      const messages = await listOutbox(app.database.db, request.query);
      reply.header('cache-control', 'no-store');
      const accept = request.headers.accept ?? '';
      if (/application\/(json|[\w.+-]+\+json)/.test(accept)) {
        return messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() }));
      }
      // An HTML page for people: a string is sent as it is.
      return reply.type('text/html; charset=utf-8').send(renderHtml(messages) as never);
    },
  );
}
