import { z } from 'zod';
import { operation } from '../common/operation';
import { ZLanguage } from '../enums';
import {
  ZContentTexts,
  ZStaffContent,
  ZStaffContentParams,
  ZStaffProgramOutline,
  ZStaffQuizRules,
  ZStaffWorkMarks,
} from './staff-content';
import { ZStaffProgramParams } from './staff-program';

export const getStaffProgramOutline = operation({
  method: 'GET',
  path: '/api/v1/staff/programs/:id/outline/',
  tag: 'staff',
  summary: "A program's sections and their items, in the room's order",
  params: ZStaffProgramParams,
  response: ZStaffProgramOutline,
  errors: [401, 403, 404],
  staff: { resource: 'content', action: 'read' },
});

export const getStaffContent = operation({
  method: 'GET',
  path: '/api/v1/staff/contents/:id/',
  tag: 'staff',
  summary: 'An item of a program’s room: its texts in both languages and its rules',
  params: ZStaffContentParams,
  response: ZStaffContent,
  errors: [401, 403, 404],
  staff: { resource: 'content', action: 'read' },
});

/** Only what the member changed; a quiz's or a work's rules only for an item of that kind. */
export const ZUpdateStaffContent = ZStaffContent.pick({
  name: true,
  body: true,
  duration_minutes: true,
  can_skip: true,
})
  .extend({
    translations: z.partialRecord(ZLanguage, ZContentTexts.partial()),
    quiz: ZStaffQuizRules.partial(),
    marks: ZStaffWorkMarks.partial(),
  })
  .partial();
export type TUpdateStaffContent = z.input<typeof ZUpdateStaffContent>;

export const updateStaffContent = operation({
  method: 'PATCH',
  path: '/api/v1/staff/contents/:id/',
  tag: 'staff',
  summary: 'Change an item’s texts, length or rules; students see them on their next page',
  params: ZStaffContentParams,
  body: ZUpdateStaffContent,
  response: ZStaffContent,
  errors: [401, 403, 404],
  staff: { resource: 'content', action: 'update' },
});
