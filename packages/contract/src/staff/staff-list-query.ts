import { z } from 'zod';
import { ZListQuery } from '../common/list';

/**
 * A staff list's page, search and order: `ordering` names a field, `-` first for descending, as the
 * console's columns sort.
 */
export function ZStaffListQuery<const F extends string>(fields: readonly [F, ...F[]]) {
  const orderings = [...fields, ...fields.map((f) => `-${f}` as const)] as [F | `-${F}`, ...(F | `-${F}`)[]];
  return ZListQuery.extend({
    search: z.string().trim().max(200).optional(),
    ordering: z.enum(orderings).optional(),
  });
}
