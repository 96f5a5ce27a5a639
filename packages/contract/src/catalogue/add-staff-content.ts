import { z } from 'zod';
import { operation } from '../common/operation';
import { ZLanguage } from '../enums';
import { ZContentTexts, ZStaffContent, ZStaffWorkMarks } from './staff-content';
import { ZStaffSectionParams } from './staff-section';

/**
 * The kinds of item written whole in one form. A quiz needs its questions and a video its file, which
 * the content folder brings.
 */
export const ADDABLE_CONTENT_TYPES = [
  'lesson',
  'document',
  'assignment',
  'homework',
  'quota',
  'in_class_quota',
] as const;

const COUNTED = new Set<string>(['quota', 'in_class_quota']);

/** A new item, complete when it is added: students see it on their next page. */
export const ZAddStaffContent = z
  .object({
    content_type: z.enum(ADDABLE_CONTENT_TYPES),
    name: z.string().trim().min(1, 'Name the item.').max(200),
    /** Markdown: the lesson's text, the document's, or the instructions beside the item. */
    body: z.string().trim().min(1, 'Write what students read here.').max(100_000),
    duration_minutes: z.number().min(0).max(10_000).default(0),
    can_skip: z.boolean().default(false),
    /** A practice log's or in-class attendance's entries that complete it. */
    required_count: z.number().int().min(1).max(1_000).nullable().default(null),
    /** Handed-in work's marks; the content folder's defaults when left out. */
    marks: ZStaffWorkMarks.nullable().default(null),
    translations: z.partialRecord(ZLanguage, ZContentTexts.partial()).default({}),
  })
  .superRefine((item, ctx) => {
    if (COUNTED.has(item.content_type) && item.required_count === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['required_count'],
        message: 'Say how many entries complete it.',
      });
    }
  });
export type TAddStaffContent = z.input<typeof ZAddStaffContent>;

export const addStaffContent = operation({
  method: 'POST',
  path: '/api/v1/staff/sections/:id/contents/',
  tag: 'staff',
  summary: 'Add a lesson, document, work or attendance item at the end of a section',
  params: ZStaffSectionParams,
  body: ZAddStaffContent,
  response: ZStaffContent,
  status: 201,
  errors: [401, 403, 404],
  staff: { resource: 'content', action: 'update' },
});
