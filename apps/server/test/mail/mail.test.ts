import type { AddressInfo } from 'node:net';
import { mailboxMessageSchema } from '@sportsbook/contract/platform';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mailOutbox } from '../../src/db/schema';
import { Mailer, type MailTransport } from '../../src/modules/mail/mailer';
import { createTestApp, databaseKind } from '../helpers/test-app';
import { PlatformClient, uniqueEmail } from '../players/platform-client';

describe(`mail: outbox, development mailbox, SMTP delivery (${databaseKind})`, () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '0' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists messages as JSON for application/json and as an escaped HTML page otherwise', async () => {
    const client = new PlatformClient(app);
    const email = uniqueEmail('mailbox');
    await client.signUp(email, { nickname: '<b>x</b>' });
    const json = await app.inject({
      method: 'GET',
      url: `/dev/mailbox?to=${encodeURIComponent(email)}`,
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toMatch(/application\/json/);
    const messages = z.array(mailboxMessageSchema).parse(json.json());
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message).toMatchObject({ channel: 'email', to: email, subject: 'Confirm your email address' });
    expect(Object.keys(message ?? {})).toEqual(expect.arrayContaining(['to', 'subject', 'body', 'links', 'createdAt']));
    expect(message?.body).toContain(message?.links[0]);
    expect(Number.isNaN(Date.parse(message?.createdAt ?? ''))).toBe(false);

    const all = z
      .array(mailboxMessageSchema)
      .parse(
        (
          await app.inject({ method: 'GET', url: '/dev/mailbox?limit=500', headers: { accept: 'application/json' } })
        ).json(),
      );
    expect(all[0]?.id).toBeGreaterThanOrEqual(message?.id ?? 0);

    const html = await app.inject({ method: 'GET', url: '/dev/mailbox', headers: { accept: 'text/html' } });
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expect(html.body).toContain('Development mailbox');
    expect(html.body).toContain(`<a href="${message?.links[0]?.replaceAll('&', '&#38;')}"`);
    expect(html.body).not.toContain('<b>x</b>');
  });

  it('delivers pending emails through the transport, retries failures, keeps SMS in the outbox', async () => {
    const { db } = app.database;
    const sent: { to: string; subject: string }[] = [];
    const to = uniqueEmail('smtp');
    let failNext = 1;
    const transport: MailTransport = {
      send: async (message) => {
        if (message.to === to && failNext > 0) {
          failNext -= 1;
          throw new Error('421 try again later');
        }
        sent.push({ to: message.to, subject: message.subject });
      },
    };
    const warnings: string[] = [];
    const mailer = new Mailer({
      db,
      clock: app.clock,
      from: 'Test <test@example.test>',
      transport,
      log: { warn: (_o, msg) => warnings.push(msg), info: () => undefined },
    });
    await db.transaction(async (tx) => {
      await mailer.enqueue(tx, { channel: 'email', to, subject: 'Hello', body: 'Hi', links: [] });
      await mailer.enqueue(tx, { channel: 'sms', to: '+15550001', subject: 'Code', body: '123456', links: [] });
    });
    await mailer.kick();
    expect(sent.filter((m) => m.to === to)).toEqual([]);
    expect(warnings).toContain('mail delivery failed');
    const [failed] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, lastError: '421 try again later' });
    await mailer.kick();
    expect(sent.filter((m) => m.to === to)).toEqual([{ to, subject: 'Hello' }]);
    const [delivered] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
    expect(delivered?.sentAt).toBeInstanceOf(Date);
    const [sms] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, '+15550001'));
    expect(sms?.sentAt).toBeNull();
    // Delivered mail is not sent again.
    await mailer.kick();
    expect(sent.filter((m) => m.to === to)).toHaveLength(1);
    await mailer.stop();
  });
});

describe(`mail: with SMTP_URL, through a real SMTP listener (${databaseKind})`, () => {
  let smtp: FastifyInstance;
  let listener: SMTPServer;
  const received: { from: string; to: string[]; raw: string }[] = [];

  beforeAll(async () => {
    // A local SMTP server (no TLS, no auth) that keeps what it receives.
    listener = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const { port } = listener.server.address() as AddressInfo;
    smtp = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, AUTH_RATE_LIMIT_PER_MINUTE: '0' });
  });
  afterAll(async () => {
    await smtp.close();
    await new Promise<void>((resolve) => listener.close(() => resolve()));
  });

  it('has no development mailbox', async () => {
    expect(
      (await smtp.inject({ method: 'GET', url: '/dev/mailbox', headers: { accept: 'application/json' } })).statusCode,
    ).toBe(404);
    expect(smtp.mailer.delivers).toBe(true);
  });

  it('sends the sign-up confirmation over SMTP and marks it sent in the outbox', async () => {
    const email = uniqueEmail('smtp-real');
    await new PlatformClient(smtp).signUp(email);
    await smtp.mailer.kick();
    await expect.poll(() => received.filter((m) => m.to.includes(email)).length).toBe(1);
    const message = received.find((m) => m.to.includes(email));
    // The quoted-printable body may fold long lines; unfold before looking for the link.
    const body = message?.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=') ?? '';
    expect(body).toMatch(/^Subject: .+/m);
    expect(body).toMatch(/\/users\/confirmation\?confirmation_token=[\w-]+/);
    const [row] = await smtp.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.attempts).toBe(0);
  });
});
