import { type AnyColumn, asc, desc } from 'drizzle-orm';

/** What a person typed in a search box, as an `ILIKE` pattern finding it anywhere, `%` `_` `\` as typed. */
export const containing = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

/** A list's `ordering` (`field`, or `-field` for descending) as the sort of the column it names. */
export function orderingOf<F extends string>(
  ordering: string | undefined,
  columns: Record<F, AnyColumn>,
  fallback: F,
) {
  const field = (ordering ?? fallback).replace(/^-/, '') as F;
  return (ordering?.startsWith('-') ? desc : asc)(columns[field]);
}
