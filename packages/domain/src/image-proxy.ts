/**
 * The image proxy's rules (spec 001 §7.5, 000 §5): which sizes it renders, the quality clamp, and the URL of a logo.
 * One home for the server (parsing requests) and the web app (building `<picture>` sources); a leaf module, so
 * browser code reads it without loading anything else.
 */

/** CSS widths the proxy renders (square crests), each at 1x or 2x: a closed list, so URLs cannot mint new renders. */
export const IMAGE_WIDTHS = [16, 24, 32, 48, 64, 96, 128] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const IMAGE_DPRS = [1, 2] as const;
export type ImageDpr = (typeof IMAGE_DPRS)[number];

/** avif and webp (spec); png only for a client that accepts neither. */
export const IMAGE_FORMATS = ['avif', 'webp', 'png'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** What carries a logo: teams (competitors) and leagues (tournaments). */
export const LOGO_KINDS = ['competitors', 'leagues'] as const;
export type LogoKind = (typeof LOGO_KINDS)[number];

export const MIN_IMAGE_QUALITY = 0;
export const MAX_IMAGE_QUALITY = 100;
/** Quality when the request names none (or no number). */
export const DEFAULT_IMAGE_QUALITY = 75;

/**
 * Version of the generated logos, part of every logo URL: the proxy's replies are cached for a year (immutable), so
 * a change to how crests are drawn must change this.
 */
export const LOGO_VERSION = '1';

/**
 * Spec 000 §5: image quality is clamped between 0 and 100. Numbers outside are clamped (150 → 100, -5 → 0),
 * fractions rounded; anything that is not a finite number (missing, empty, "abc") gives the default.
 */
export function clampImageQuality(raw: unknown): number {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  if (!Number.isFinite(value)) return DEFAULT_IMAGE_QUALITY;
  return Math.min(MAX_IMAGE_QUALITY, Math.max(MIN_IMAGE_QUALITY, Math.round(value)));
}

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

export function isImageDpr(value: number): value is ImageDpr {
  return (IMAGE_DPRS as readonly number[]).includes(value);
}

/** The smallest allowed width that is at least `css` pixels (the largest one above them all). */
export function imageWidthFor(css: number): ImageWidth {
  return IMAGE_WIDTHS.find((w) => w >= css) ?? 128;
}

/** A logo through the proxy: `/api/images/{kind}/{id}?w=…&dpr=…&format=…&v=…` (quality only when not the default). */
export function logoUrl(
  kind: LogoKind,
  id: number,
  options: { width: ImageWidth; dpr: ImageDpr; format: ImageFormat; quality?: number },
): string {
  const q = options.quality === undefined ? '' : `&q=${clampImageQuality(options.quality)}`;
  return `/api/images/${kind}/${id}?w=${options.width}&dpr=${options.dpr}&format=${options.format}${q}&v=${LOGO_VERSION}`;
}
