import { z } from 'zod';
import { operation } from '../common/operation';
import { ZStaffContentParams, ZStaffProgramOutline } from './staff-content';

/** Where the item goes: a section of its program, and its place there counted from 0. */
export const ZMoveStaffContent = z.object({
  section: z.number().int().positive(),
  index: z.number().int().min(0),
});
export type TMoveStaffContent = z.infer<typeof ZMoveStaffContent>;

export const moveStaffContent = operation({
  method: 'POST',
  path: '/api/v1/staff/contents/:id/move/',
  tag: 'staff',
  summary: 'Move an item within its section or to another section of its program',
  params: ZStaffContentParams,
  body: ZMoveStaffContent,
  response: ZStaffProgramOutline,
  errors: [401, 403, 404],
  staff: { resource: 'content', action: 'update' },
});
