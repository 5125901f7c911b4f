import type { ImageFormat } from '@sportsbook/domain/image-proxy';
import sharp from 'sharp';
import { CREST_SIZE } from './crest';

/** What one render is: the source, the output side in device pixels, the format and the (clamped) quality. */
export type RenderRequest = { key: string; svg: () => string; pixels: number; format: ImageFormat; quality: number };

export type RenderResult = { bytes: Buffer; cached: boolean };

/**
 * Rasterises SVG sources with sharp into avif, webp or png, keeping the last `maxEntries` renders in memory
 * (least recently used out first), so a hot logo is encoded once, not on every request. Concurrent requests for
 * the same render share one encode.
 */
export class ImageRenderer {
  private readonly cache = new Map<string, Buffer>();
  private readonly pending = new Map<string, Promise<Buffer>>();
  private cachedBytes = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly maxEntries: number) {}

  get size(): number {
    return this.cache.size;
  }

  get bytes(): number {
    return this.cachedBytes;
  }

  async render(request: RenderRequest): Promise<RenderResult> {
    const hit = this.cache.get(request.key);
    if (hit) {
      // Re-inserting moves the entry to the end: Map order is the recency order.
      this.cache.delete(request.key);
      this.cache.set(request.key, hit);
      this.hits += 1;
      return { bytes: hit, cached: true };
    }
    this.misses += 1;
    let pending = this.pending.get(request.key);
    if (!pending) {
      pending = encode(request).finally(() => this.pending.delete(request.key));
      this.pending.set(request.key, pending);
      const bytes = await pending;
      this.remember(request.key, bytes);
      return { bytes, cached: false };
    }
    return { bytes: await pending, cached: false };
  }

  private remember(key: string, bytes: Buffer): void {
    if (this.maxEntries <= 0) return;
    this.cache.set(key, bytes);
    this.cachedBytes += bytes.length;
    while (this.cache.size > this.maxEntries) {
      const oldest = this.cache.keys().next().value as string;
      this.cachedBytes -= this.cache.get(oldest)?.length ?? 0;
      this.cache.delete(oldest);
    }
  }
}

async function encode({ svg, pixels, format, quality }: RenderRequest): Promise<Buffer> {
  // Rasterise at the target resolution (not 64 px scaled up): edges and initials stay sharp at 2x.
  const image = sharp(Buffer.from(svg()), { density: (72 * pixels) / CREST_SIZE }).resize(pixels, pixels, {
    fit: 'contain',
    background: { r: 0, g: 0, b: 0, alpha: 0 },
  });
  // The clamp allows 0; the encoders' lowest quality is 1, so 0 encodes as their lowest.
  const q = Math.max(1, quality);
  switch (format) {
    case 'avif':
      return image.avif({ quality: q, effort: 2 }).toBuffer();
    case 'webp':
      return image.webp({ quality: q }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 9, palette: true, quality: q }).toBuffer();
  }
}
