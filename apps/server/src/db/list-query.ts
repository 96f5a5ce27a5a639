import { type AnyColumn, type SQL, asc, count, desc, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

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

/**
 * A page of a listing and the number of all its rows. The count reads the listing's own select (as a
 * subquery), so it has the same joins and conditions as the page and the two cannot disagree.
 */
export async function pageOf<T extends PgSelect>(
  db: Executor,
  listed: () => T,
  order: (SQL | PgColumn)[],
  page: { offset: number; limit: number },
): Promise<{ count: number; rows: Awaited<T> }> {
  const [total, rows] = await Promise.all([
    db.select({ count: count() }).from(sql`(${listed()}) as listed`),
    listed()
      .orderBy(...order)
      .offset(page.offset)
      .limit(page.limit),
  ]);
  return { count: total[0]!.count, rows: rows as Awaited<T> };
}
