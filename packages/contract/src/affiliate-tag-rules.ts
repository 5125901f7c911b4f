/**
 * Affiliate and campaign tags a visitor arrives with (spec 000 §2 Deep links: `ctag`, `btag`, `stag`, `qtag`,
 * `gclid`): the browser keeps them for 30 days (spec 001 §9) and sends them with the sign-up; the player keeps them
 * and the operator API answers them (issue 21). The rules without zod, so the browser applies the server's own rule
 * (a sign-up is never refused for a tag a link carried) without shipping zod; `affiliate-tags.ts` builds the schema.
 */
export const AFFILIATE_TAG_NAMES = ['ctag', 'btag', 'stag', 'qtag', 'gclid'] as const;
export type AffiliateTagName = (typeof AFFILIATE_TAG_NAMES)[number];
export type AffiliateTags = { [name in AffiliateTagName]?: string };

/** Longest tag value kept: Google click ids run to ~100 characters, affiliate platforms' tags well under that. */
export const AFFILIATE_TAG_MAX_LENGTH = 256;
/** Printable ASCII without spaces: what tracking platforms issue, and nothing to inject into a back office. */
export const AFFILIATE_TAG_PATTERN = /^[\x21-\x7e]+$/;

/** Whether one tag value would be accepted. */
export function isAffiliateTagValue(value: unknown): value is string {
  return typeof value === 'string' && value.length <= AFFILIATE_TAG_MAX_LENGTH && AFFILIATE_TAG_PATTERN.test(value);
}

/**
 * The acceptable tags among `values` (a bad one is dropped, not the others), or null when none is. The browser runs
 * it on what a URL or cookie gave before keeping or sending anything.
 */
export function validAffiliateTags(values: Readonly<Record<string, unknown>>): AffiliateTags | null {
  const tags: AffiliateTags = {};
  for (const name of AFFILIATE_TAG_NAMES) {
    const value = values[name];
    if (isAffiliateTagValue(value)) tags[name] = value;
  }
  return Object.keys(tags).length > 0 ? tags : null;
}
