import { z } from 'zod';
import { operation } from '../common/operation';
import { ZLanguage } from '../enums';
import { ZContentTexts, ZStaffContent, ZStaffQuizRules, ZStaffWorkMarks } from './staff-content';
import { ZStaffQuestionWrite } from './staff-question';
import { ZStaffSectionParams } from './staff-section';
import { staffRule } from '../staff/staff-messages';

/**
 * The kinds of item written whole in one form: a quiz with its first question, a video with its https
 * address (a file is uploaded on the item's page).
 */
export const ADDABLE_CONTENT_TYPES = [
  'lesson',
  'document',
  'assignment',
  'homework',
  'quota',
  'in_class_quota',
  'quiz',
  'video',
] as const;

/** Kinds whose text is optional: shown beside the player or above the questions. */
const TEXT_OPTIONAL = new Set<string>(['quiz', 'video']);

const COUNTED = new Set<string>(['quota', 'in_class_quota']);

/** A new item, complete when it is added: students see it on their next page. */
export const ZAddStaffContent = z
  .object({
    content_type: z.enum(ADDABLE_CONTENT_TYPES),
    name: z.string().trim().min(1, staffRule('staff.forms.nameItem')).max(200),
    /** Markdown: the lesson's text, the document's, or the instructions beside the item (a quiz's may be empty). */
    body: z.string().trim().max(100_000).default(''),
    duration_minutes: z.number().min(0).max(10_000).default(0),
    can_skip: z.boolean().default(false),
    /** A practice log's or in-class attendance's entries that complete it. */
    required_count: z.number().int().min(1).max(1_000).nullable().default(null),
    /** Handed-in work's marks; the content folder's defaults when left out. */
    marks: ZStaffWorkMarks.nullable().default(null),
    /** A quiz's rules; the content folder's defaults when left out. */
    quiz: ZStaffQuizRules.partial().nullable().default(null),
    /** A video's address, on the school's video host; a file replaces it on the item's page. */
    video_url: z
      .url({ protocol: /^https$/, error: staffRule('staff.forms.videoAddress') })
      .nullable()
      .default(null),
    /** A quiz's first question: the others are added on its page. */
    question: ZStaffQuestionWrite.nullable().default(null),
    translations: z.partialRecord(ZLanguage, ZContentTexts.partial()).default({}),
  })
  .superRefine((item, ctx) => {
    if (!TEXT_OPTIONAL.has(item.content_type) && item.body === '') {
      ctx.addIssue({ code: 'custom', path: ['body'], message: staffRule('staff.forms.itemBody') });
    }
    if (item.content_type === 'video' && item.video_url === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['video_url'],
        message: staffRule('staff.forms.videoAddress'),
      });
    }
    if (item.content_type === 'quiz' && item.question === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['question', 'text'],
        message: staffRule('staff.forms.questionText'),
      });
    }
    if (COUNTED.has(item.content_type) && item.required_count === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['required_count'],
        message: staffRule('staff.forms.entriesCount'),
      });
    }
  });
export type TAddStaffContent = z.input<typeof ZAddStaffContent>;

export const addStaffContent = operation({
  method: 'POST',
  path: '/api/v1/staff/sections/:id/contents/',
  tag: 'staff',
  summary: 'Add a lesson, document, video, work, attendance item or quiz at the end of a section',
  params: ZStaffSectionParams,
  body: ZAddStaffContent,
  response: ZStaffContent,
  status: 201,
  errors: [401, 403, 404],
  staff: { resource: 'content', action: 'update' },
});
