import { z } from 'zod';
import { operation } from '../common/operation';
import { ZLanguage } from '../enums';
import {
  ZContentTexts,
  ZStaffContent,
  ZStaffContentParams,
  ZStaffQuizRules,
  ZStaffWorkMarks,
} from './staff-content';

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
