import { z } from 'zod';

export const ZListQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type TListQuery = z.infer<typeof ZListQuery>;

/** Every list answers `{ count, next, previous, results }`; next and previous are absolute URLs or null. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
