import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip' | 'identity';
const MAX_ENTRIES = 5000;

/** The best encoding the client accepts among br, gzip and none. */
function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return 'identity';
}

function encode(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  return body;
}

/**
 * Whole serialized (and compressed) responses of hot catalog reads, valid until the catalog's version moves
 * (one feed batch). Thousands of readers per batch cost one JSON serialization and one compression per
 * encoding; the bytes are sent as they are (the compression plugin skips replies that carry an encoding).
 */
export class ResponseCache {
  private readonly entries = new Map<string, Buffer>();
  private version = -1;

  constructor(private readonly currentVersion: () => number) {}

  send(request: FastifyRequest, reply: FastifyReply, key: string, build: () => unknown): FastifyReply {
    const now = this.currentVersion();
    if (now !== this.version) {
      this.entries.clear();
      this.version = now;
    }
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const cacheKey = `${encoding}|${key}`;
    let body = this.entries.get(cacheKey);
    if (body === undefined) {
      // The route's own serializer: the contract's response schema writes the cached body too.
      const identity = this.entries.get(`identity|${key}`) ?? Buffer.from(String(reply.serialize(build())));
      if (this.entries.size < MAX_ENTRIES) this.entries.set(`identity|${key}`, identity);
      body = encode(identity, encoding);
      if (this.entries.size < MAX_ENTRIES) this.entries.set(cacheKey, body);
    }
    reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding, accept-language');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(body);
  }
}
