import { z } from 'zod';

/** Pagination block of every paged list: `{ total, page, limit, lastPage }`. */
export const paginationSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  lastPage: z.number().int().positive(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** A paged list `{ data: T[], pagination }`. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), pagination: paginationSchema });
}
export type Paged<T> = { data: T[]; pagination: Pagination };

/** Spec 001 §9: list page size 500 is the maximum for bets, markets and list fetchers. */
export const MAX_PAGE_LIMIT = 500;

/** Query fields `page` and `limit` (1..500) shared by paged endpoints. */
export function pageQuery(defaultLimit: number) {
  return {
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(defaultLimit),
  };
}

/** Builds the pagination block for `total` items. */
export function paginate(total: number, page: number, limit: number): Pagination {
  return { total, page, limit, lastPage: Math.max(1, Math.ceil(total / limit)) };
}
