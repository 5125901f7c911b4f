import {
  clampImageQuality,
  IMAGE_WIDTHS,
  type ImageFormat,
  isImageWidth,
  LOGO_KINDS,
  LOGO_VERSION,
  type LogoKind,
} from '@sportsbook/domain/image-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../shared/app-error';
import { crestSvg } from './crest';
import { ImageRenderer } from './image-renderer';
import { LogoDirectory } from './logo-directory';

declare module 'fastify' {
  interface FastifyInstance {
    /** The image proxy's render cache (hits, misses, size), for measurements and tests. */
    images: ImageRenderer;
  }
}

const YEAR = 365 * 24 * 60 * 60;
/** Replies for a URL without the current version (an old page): cached briefly, since the crest may change. */
const UNVERSIONED_MAX_AGE = 60 * 60;

const idParams = z.object({ id: z.string().max(32) });
const fileParams = z.object({ file: z.string().max(40) });

/** Spec 001 §7.5: width from the allow-list, 1x or 2x, quality clamped (never refused), avif or webp (png fallback). */
const proxyQuery = z.object({
  w: z.coerce
    .number()
    .int()
    .refine(isImageWidth, { message: `must be one of ${IMAGE_WIDTHS.join(', ')}` }),
  dpr: z.enum(['1', '2']).default('1'),
  // Clamped, not validated (spec 000 §5): any text is accepted and anything not a number reads as the default.
  q: z.string().max(32).optional(),
  format: z.enum(['avif', 'webp', 'png']).optional(),
  v: z.string().max(32).optional(),
});

/** The best format the client accepts when the URL names none: avif, then webp, else png (accepted everywhere). */
export function negotiateFormat(accept: string | undefined): ImageFormat {
  const value = (accept ?? '').toLowerCase();
  if (value.includes('image/avif')) return 'avif';
  if (value.includes('image/webp')) return 'webp';
  return 'png';
}

const CONTENT_TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', png: 'image/png' };

/** A decimal id of a known team or league, else 404 (the same answer for malformed and unknown ids). */
function subject(directory: LogoDirectory, kind: LogoKind, raw: string) {
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
  const name = Number.isSafeInteger(id) ? directory.name(kind, id) : undefined;
  if (name === undefined) throw notFound(kind === 'leagues' ? 'League' : 'Team', raw);
  return { kind, id, name };
}

/** 304 when the client already holds these bytes (If-None-Match), else false. */
function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const tags = header.split(',').map((t) => t.trim().replace(/^W\//, ''));
  if (!tags.includes(etag) && !tags.includes('*')) return false;
  reply.code(304).header('etag', etag);
  return true;
}

/**
 * Team and league logos (spec 001 §7.5): `GET /api/images/{competitors|leagues}/{id}?w&dpr&q&format&v` renders the
 * crest at w × dpr pixels in avif, webp or png; `GET /api/images/source/{kind}/{id}.svg` is the source itself.
 */
async function imagesModule(app: FastifyInstance): Promise<void> {
  const directory = new LogoDirectory(app.catalog, app.feed);
  const renderer = new ImageRenderer(app.config.images.cacheMaxEntries);
  app.decorate('images', renderer);
  app.addHook('onClose', async () => directory.close());
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const kind of LOGO_KINDS) {
    r.get(
      `/api/images/${kind}/:id`,
      {
        schema: {
          params: idParams,
          querystring: proxyQuery,
          response: { 200: z.instanceof(Buffer).describe('image/avif, image/webp or image/png'), 304: z.null() },
        },
      },
      async (request, reply) => {
        const crest = subject(directory, kind, request.params.id);
        const { w, dpr, q, format: named, v } = request.query;
        const format = named ?? negotiateFormat(request.headers.accept);
        const quality = clampImageQuality(q);
        const pixels = w * Number(dpr);
        const key = `${kind}/${crest.id}/${pixels}/${quality}/${format}/${LOGO_VERSION}`;
        const etag = `"${key.replaceAll('/', '-')}"`;
        const current = v === LOGO_VERSION;
        reply
          .header(
            'cache-control',
            current ? `public, max-age=${YEAR}, immutable` : `public, max-age=${UNVERSIONED_MAX_AGE}`,
          )
          .header('x-content-type-options', 'nosniff');
        // The format follows Accept only when the URL names none: then caches must key on Accept.
        if (!named) reply.header('vary', 'Accept');
        if (notModified(request, reply, etag)) return reply.send(null);
        const { bytes, cached } = await renderer.render({ key, svg: () => crestSvg(crest), pixels, format, quality });
        return reply
          .header('etag', etag)
          .header('x-image-cache', cached ? 'hit' : 'miss')
          .type(CONTENT_TYPES[format])
          .send(bytes);
      },
    );

    r.get(
      `/api/images/source/${kind}/:file`,
      { schema: { params: fileParams, response: { 200: z.string().describe('image/svg+xml'), 304: z.null() } } },
      async (request, reply) => {
        const { file } = request.params;
        if (!file.endsWith('.svg')) throw notFound(kind === 'leagues' ? 'League' : 'Team', file);
        const crest = subject(directory, kind, file.slice(0, -'.svg'.length));
        const etag = `"${kind}-${crest.id}-svg-${LOGO_VERSION}"`;
        reply
          .header('cache-control', `public, max-age=${UNVERSIONED_MAX_AGE}`)
          .header('x-content-type-options', 'nosniff')
          // Opened on its own, an SVG is a document: nothing in it may run or load.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
        if (notModified(request, reply, etag)) return reply.send(null);
        return reply.header('etag', etag).type('image/svg+xml; charset=utf-8').send(crestSvg(crest));
      },
    );
  }
}

/** The image proxy: `app.images` and the `/api/images/…` routes. Reads the catalog (which teams and leagues exist). */
export const imagesPlugin = fp(imagesModule, {
  name: 'images',
  decorators: { fastify: ['config', 'catalog', 'feed'] },
});
