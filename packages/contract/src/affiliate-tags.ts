import { z } from 'zod';
import { AFFILIATE_TAG_MAX_LENGTH, AFFILIATE_TAG_PATTERN, type AffiliateTags } from './affiliate-tag-rules';

/** One tag value, by the rules of `affiliate-tag-rules.ts` (with messages naming what is wrong). */
export const affiliateTagValueSchema = z
  .string()
  .min(1, "can't be blank")
  .max(AFFILIATE_TAG_MAX_LENGTH, 'is too long')
  .regex(AFFILIATE_TAG_PATTERN, 'must be printable ASCII without spaces');

/**
 * The tags of one visit (issue 21) as the sign-up sends them and the operator API answers them: each optional, at
 * least one present. Unknown names are stripped like any unknown field.
 */
export const affiliateTagsSchema = z
  .object({
    ctag: affiliateTagValueSchema.optional(),
    btag: affiliateTagValueSchema.optional(),
    stag: affiliateTagValueSchema.optional(),
    qtag: affiliateTagValueSchema.optional(),
    gclid: affiliateTagValueSchema.optional(),
  })
  .refine((tags) => Object.values(tags).some((v) => v !== undefined), 'needs at least one tag') satisfies z.ZodType<
  AffiliateTags,
  unknown
>;
