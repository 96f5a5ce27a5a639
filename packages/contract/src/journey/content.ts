import { z } from 'zod';
import { ZCoded } from '../common/errors';
import { ZContentType, ZLanguage } from '../enums';

/**
 * Whether a content item may be opened; `reason` names the earlier item to finish first, in English,
 * and `reason_code` says it by code (`journey.lockedBy` with the item's `name`).
 */
export const ZUnlockState = z.object({
  is_unlocked: z.boolean(),
  reason: z.string().nullable(),
  reason_code: ZCoded.nullish(),
});
export type TUnlockState = z.infer<typeof ZUnlockState>;

/** Whether Next may be used from this item; `reason` says what is still to do, `reason_code` by code. */
export const ZProceedState = z.object({
  can_proceed: z.boolean(),
  reason: z.string().nullable(),
  reason_code: ZCoded.nullish(),
});
export type TProceedState = z.infer<typeof ZProceedState>;

/** Handed in and waiting for marks, graded, or returned by the school to hand in again. */
export const SUBMISSION_STATUSES = ['submitted', 'graded', 'returned'] as const;

/**
 * A student's work for an assignment or homework, marks and remarks arriving when the school grades
 * it; for a quiz, the attempt that counts (best or last): status graded once it has its marks, text
 * and file empty.
 */
export const ZSubmission = z.object({
  id: z.number().int(),
  status: z.enum(SUBMISSION_STATUSES),
  /** The written answer, Markdown or plain text; empty when only a file was sent. */
  text: z.string(),
  file: z
    .object({ id: z.number().int(), name: z.string(), size: z.number().int(), url: z.string() })
    .nullable(),
  marks: z.number().nullable(),
  max_marks: z.number().int(),
  remarks: z.string(),
  submitted_at: z.string(),
  graded_at: z.string().nullable(),
});
export type TSubmission = z.infer<typeof ZSubmission>;

/**
 * One item as the sidebar lists it, in the order of the program: sections by index, then contents
 * by index. An item opens when every earlier mandatory item is complete, or when it is itself.
 */
export const ZContentSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The language of its name (and body): the reader's, or the institute's default where untranslated. */
  lang: ZLanguage,
  content_type: ZContentType,
  /** Seconds; the room shows whole minutes. */
  duration: z.number().int(),
  /** Optional: it never holds back later items, and Next is always allowed from it. */
  can_skip: z.boolean(),
  index: z.number().int(),
  is_completed: z.boolean(),
  is_unlocked: ZUnlockState,
  can_proceed_to_next_content: ZProceedState,
  /** Marks of a graded assignment, homework or quiz (the attempt that counts), else null. */
  marks: z.number().nullable(),
  /**
   * Whether those marks reach the item's pass mark, apart from `is_completed`: a quiz or assignment
   * can be complete and not passed. Null until graded, and for items that are not graded.
   */
  passed: z.boolean().nullable(),
});
export type TContentSummary = z.infer<typeof ZContentSummary>;

/** A section of the program with its items. */
export const ZJourneySection = z.object({
  id: z.number().int(),
  name: z.string(),
  lang: ZLanguage,
  description: z.string(),
  index: z.number().int(),
  /** Total seconds of its items. */
  duration: z.number().int(),
  contents: z.array(ZContentSummary),
});
export type TJourneySection = z.infer<typeof ZJourneySection>;

/** An item next to the open one, with its section so the room can fetch that section. */
export const ZContentLink = z.object({
  id: z.number().int(),
  name: z.string(),
  lang: ZLanguage,
  section: z.number().int(),
});

const ZContentBase = ZContentSummary.extend({
  /** The subscription this view belongs to. */
  subscription: z.number().int(),
  section: z.object({ id: z.number().int(), name: z.string(), lang: ZLanguage, index: z.number().int() }),
  /**
   * Markdown: a lesson's text, a video's transcript, a document's text, an assignment's instructions,
   * a quota's requirement, a quiz's introduction.
   */
  body: z.string(),
  /** Percent (whole number) of the program's mandatory items that are complete. */
  mandatory_content_progress: z.number().int().min(0).max(100),
  submission: ZSubmission.nullable(),
  /** Null on the first item of the first section. */
  previous_content: ZContentLink.nullable(),
  /** Null on the last item of the last section: with progress 100, Next leads to the completion page. */
  next_content: ZContentLink.nullable(),
});

export const ZLessonContent = ZContentBase.extend({ content_type: z.literal('lesson') });

export const ZVideoContent = ZContentBase.extend({
  content_type: z.literal('video'),
  video: z.object({
    src: z.string(),
    /** Markdown; the same text as `body`. */
    transcript: z.string(),
    /**
     * WebVTT caption tracks, one a language, served as the video is; `label` names the track's
     * language in the reader's (the page's) language, for the player's caption menu.
     */
    captions: z.array(z.object({ lang: ZLanguage, label: z.string(), src: z.string() })),
    /** Where the player was left, saved with the current content. */
    position_seconds: z.number().int().nullable(),
  }),
});

export const ZDocumentContent = ZContentBase.extend({
  content_type: z.literal('document'),
  document: z.object({
    /** The document as a PDF, for an in-page preview (served inline). */
    pdf_url: z.string(),
    /** The same PDF as a download. */
    download_url: z.string(),
  }),
});

export const ZAssignmentContent = ZContentBase.extend({
  content_type: z.enum(['assignment', 'homework']),
  assignment: z.object({
    max_marks: z.number().int(),
    /** How work is handed in: a file, a written answer, or either (both may be sent). */
    submission: z.enum(['file', 'text', 'file_or_text']),
    /** Extensions a file may have, families included (xls also takes csv and xlsx). */
    file_extensions: z.array(z.string()),
    max_file_size_mb: z.number(),
    /** The least percentage of `max_marks` that passes; the certificate needs it. */
    pass_mark_percent: z.number().int(),
    /** False once graded: the submission then stays as it is. */
    can_submit: z.boolean(),
  }),
});

export const ZQuotaContent = ZContentBase.extend({
  content_type: z.enum(['in_class_quota', 'quota']),
  quota: z.object({
    required_count: z.number().int(),
    /** Attendance or entries recorded by the school so far, approved practice entries included. */
    recorded_count: z.number().int(),
    /**
     * A quota (not an in-class quota) is a practice log: the student adds entries that count once the
     * school approves them (`practice-entries.ts`); `can_add` is false for a view-only graduate.
     */
    practice_log: z.object({ can_add: z.boolean() }).nullable(),
  }),
});

export const ZQuizContent = ZContentBase.extend({
  content_type: z.literal('quiz'),
  quiz: z.object({
    time_limit_minutes: z.number().int().nullable(),
    attempts_allowed: z.number().int(),
    pass_mark_percent: z.number().int(),
    grading: z.enum(['best', 'last']),
    show_answers: z.boolean(),
    question_count: z.number().int(),
  }),
});

/** One content item with what its type needs to render (spec section 3, Content). */
export const ZContent = z.discriminatedUnion('content_type', [
  ZLessonContent,
  ZVideoContent,
  ZDocumentContent,
  ZAssignmentContent,
  ZQuotaContent,
  ZQuizContent,
]);
export type TContent = z.infer<typeof ZContent>;
