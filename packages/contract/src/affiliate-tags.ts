import { z } from 'zod';

/**
 * Affiliate and campaign tags a visitor arrives with (spec 000 §2 Deep links: `ctag`, `btag`, `stag`, `qtag`,
 * `gclid`). The browser keeps them for 30 days (spec 001 §9) and sends them with the sign-up; the player keeps them
 * and the operator API answers them. One schema for both ends, so the browser keeps only tags the server accepts and
 * a sign-up is never refused for a tag a link carried.
 */
export const AFFILIATE_TAG_NAMES = ['ctag', 'btag', 'stag', 'qtag', 'gclid'] as const;
export type AffiliateTagName = (typeof AFFILIATE_TAG_NAMES)[number];

/** Longest tag value kept: Google click ids run to ~100 characters, affiliate platforms' tags well under that. */
export const AFFILIATE_TAG_MAX_LENGTH = 256;

/** One tag value: printable ASCII without spaces (what tracking platforms issue; nothing to inject into a back office). */
export const affiliateTagValueSchema = z
  .string()
  .min(1, "can't be blank")
  .max(AFFILIATE_TAG_MAX_LENGTH, 'is too long')
  .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces');

/** The tags of one visit; each optional, at least one present. Unknown names are stripped like any unknown field. */
export const affiliateTagsSchema = z
  .object({
    ctag: affiliateTagValueSchema.optional(),
    btag: affiliateTagValueSchema.optional(),
    stag: affiliateTagValueSchema.optional(),
    qtag: affiliateTagValueSchema.optional(),
    gclid: affiliateTagValueSchema.optional(),
  })
  .refine((tags) => Object.values(tags).some((v) => v !== undefined), 'needs at least one tag');
export type AffiliateTags = z.infer<typeof affiliateTagsSchema>;

/**
 * The valid tags among `values` (a tag that would be refused is dropped, not the others), or null when none is.
 * The browser runs it on what a URL or cookie gave, before keeping or sending anything.
 */
export function validAffiliateTags(values: Partial<Record<string, unknown>>): AffiliateTags | null {
  const tags: AffiliateTags = {};
  for (const name of AFFILIATE_TAG_NAMES) {
    const parsed = affiliateTagValueSchema.safeParse(values[name]);
    if (parsed.success) tags[name] = parsed.data;
  }
  return Object.keys(tags).length > 0 ? tags : null;
}
