import type { LogoKind } from '@sportsbook/domain/image-proxy';

/**
 * Simple crests for teams and leagues, drawn from the id and name alone: the same team always gets the same crest
 * (shape, two colours, a pattern and its initials), on every server. The simulator's teams have no artwork; a real
 * feed's logos would replace these as the proxy's source.
 */

/** Side of the crest's viewBox; the proxy scales it to the requested size. */
export const CREST_SIZE = 64;

/** FNV-1a (32 bit): a stable, well-spread hash of the crest's identity. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function hslToHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an SVG element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** Up to three initials: the first letter of each word ("Real Madrid" → "RM"), or a one-word name's first three. */
export function crestInitials(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const letters =
    words.length >= 2 ? words.slice(0, 3).map((w) => Array.from(w)[0] ?? '') : Array.from(words[0] ?? '').slice(0, 3);
  return letters.join('').toUpperCase() || '?';
}

// Outlines on the 64×64 grid: teams get shield-like badges, leagues a roundel or a trophy-shaped plate.
const TEAM_SHAPES = [
  'M32 3 57 11v20c0 15-11 25-25 30C18 56 7 46 7 31V11Z', // shield
  'M32 3a29 29 0 1 1 0 58 29 29 0 0 1 0-58Z', // roundel
  'M32 3 58 18v28L32 61 6 46V18Z', // hexagon
  'M12 4h40a8 8 0 0 1 8 8v24c0 13-13 22-28 25C17 58 4 49 4 36V12a8 8 0 0 1 8-8Z', // rounded shield
] as const;
const LEAGUE_SHAPES = [
  'M32 3a29 29 0 1 1 0 58 29 29 0 0 1 0-58Z', // roundel
  'M32 2 40 10h12v12l8 10-8 10v12H40l-8 8-8-8H12V42L4 32l8-10V10h12Z', // star badge
] as const;

/** Fills over the outline (clipped to it): halves, a band, a chevron or a plain field. */
const PATTERNS = [
  (c: string) => `<rect x="32" y="0" width="32" height="64" fill="${c}"/>`,
  (c: string) => `<rect x="0" y="24" width="64" height="16" fill="${c}"/>`,
  (c: string) => `<path d="M0 34 32 16 64 34v14L32 30 0 48Z" fill="${c}"/>`,
  (_c: string) => '',
] as const;

export type CrestSubject = { kind: LogoKind; id: number; name: string };

/** The crest as a standalone SVG document (no scripts, no external references). */
export function crestSvg({ kind, id, name }: CrestSubject): string {
  const h = hash(`${kind}:${id}:${name}`);
  const hue = h % 360;
  // The second colour sits well away on the wheel, so the two always tell apart.
  const hue2 = (hue + 120 + ((h >>> 9) % 120)) % 360;
  const primary = hslToHex(hue, 0.62, 0.38);
  const secondary = hslToHex(hue2, 0.7, 0.55);
  const shapes = kind === 'leagues' ? LEAGUE_SHAPES : TEAM_SHAPES;
  const outline = shapes[(h >>> 3) % shapes.length] ?? shapes[0];
  const pattern = PATTERNS[(h >>> 6) % PATTERNS.length] ?? PATTERNS[3];
  const initials = escapeXml(crestInitials(name));
  const fontSize = initials.length > 2 ? 17 : 21;
  const clip = `c${kind[0]}${id}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CREST_SIZE} ${CREST_SIZE}" width="${CREST_SIZE}" height="${CREST_SIZE}">` +
    `<defs><clipPath id="${clip}"><path d="${outline}"/></clipPath></defs>` +
    `<g clip-path="url(#${clip})"><rect width="64" height="64" fill="${primary}"/>${pattern(secondary)}</g>` +
    `<path d="${outline}" fill="none" stroke="#ffffff" stroke-opacity="0.9" stroke-width="2.5"/>` +
    `<text x="32" y="${32 + fontSize * 0.36}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" ` +
    `font-weight="700" font-size="${fontSize}" fill="#ffffff" stroke="#000000" stroke-opacity="0.35" ` +
    `stroke-width="1" paint-order="stroke">${initials}</text></svg>`
  );
}
