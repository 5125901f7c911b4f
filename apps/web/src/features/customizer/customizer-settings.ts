/**
 * The operator's look customizer (spec 001 §7.7 `customizer_settings`): a small, closed set of theme settings an
 * operator previews before publishing them. Only these keys exist; colours must be plain hex, the radius a bounded
 * number and the logo text a short plain string, so a crafted link cannot inject CSS or markup.
 */

/** Colour settings and the theme custom property each sets (`shared/ui/globals.css`). */
export const CUSTOMIZER_COLOURS = {
  accent: '--c-accent',
  accentStrong: '--c-accent-strong',
  onAccent: '--c-on-accent',
  brand: '--c-brand',
  live: '--c-live',
  oddsBg: '--c-odds-bg',
  oddsText: '--c-odds-text',
} as const;

type ColourKey = keyof typeof CUSTOMIZER_COLOURS;

export type CustomizerSettings = Partial<Record<ColourKey, string>> & {
  /** Corner radius of cards in px (0–24); the small and large radii follow it. */
  radius?: number;
  /** The header's brand name while previewing. */
  logoText?: string;
};

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const MAX_RADIUS = 24;
const MAX_LOGO = 24;
const isColourKey = (key: string): key is ColourKey => Object.hasOwn(CUSTOMIZER_COLOURS, key);

/**
 * Validates settings (an object parsed from JSON): every key known, every value of its shape, at least one setting.
 * Anything else is null: invalid input is ignored as a whole rather than half applied.
 */
export function parseCustomizerSettings(value: unknown): CustomizerSettings | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const out: CustomizerSettings = {};
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return null;
  for (const [key, v] of entries) {
    if (isColourKey(key)) {
      if (typeof v !== 'string' || !HEX.test(v)) return null;
      out[key] = v.toLowerCase();
    } else if (key === 'radius') {
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > MAX_RADIUS) return null;
      out.radius = v;
    } else if (key === 'logoText') {
      const text = typeof v === 'string' ? v.trim() : '';
      // Printable text only: no control characters (the header renders it as text, never as markup).
      if (text.length === 0 || text.length > MAX_LOGO || /\p{Cc}/u.test(text)) return null;
      out.logoText = text;
    } else {
      return null;
    }
  }
  return out;
}

/** Parses JSON text into settings; null when it is not JSON or not valid settings. */
export function parseCustomizerJson(text: string | null): CustomizerSettings | null {
  if (text === null) return null;
  try {
    return parseCustomizerSettings(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Decodes a preview link's parameter (base64url of the settings' JSON, UTF-8); null when invalid. */
export function decodeCustomizerParam(param: string): CustomizerSettings | null {
  if (!/^[A-Za-z0-9_-]{1,2048}$/.test(param)) return null;
  try {
    const base64 = param.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
    return parseCustomizerJson(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
}

/** Encodes settings as a preview link parameter (the operator's tools and the tests). */
export function encodeCustomizerParam(settings: CustomizerSettings): string {
  const bytes = new TextEncoder().encode(JSON.stringify(settings));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The CSS custom properties the settings set, name → value. */
export function cssVariablesOf(settings: CustomizerSettings): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [key, property] of Object.entries(CUSTOMIZER_COLOURS)) {
    const value = settings[key as ColourKey];
    if (value) vars[property] = value;
  }
  if (settings.radius !== undefined) {
    vars['--radius-s'] = `${Math.round(settings.radius * 0.6)}px`;
    vars['--radius-m'] = `${settings.radius}px`;
    vars['--radius-l'] = `${Math.round(settings.radius * 1.4)}px`;
  }
  return vars;
}
