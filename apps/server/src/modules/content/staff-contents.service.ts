import { type TLanguage, type TStaffContent, type TUpdateStaffContent, staffCoded } from '@portal/contract';
import type { AppContext } from '../../context';
import type { ContentSettings } from '../../db/schema';
import { Invalid, NotFound } from '../../lib/errors';
import { forgetCatalogue } from '../catalogue/catalogue-cache';
import { instituteLanguage } from '../institute/institute.service';
import { actorOf, flatFields, recordAudit } from '../staff/audit-log';
import type { StaffSession } from '../staff/staff-session';
import { checkReach } from './content-reach';
import { rebuildTutorIndex } from '../tutor/tutor.service';
import {
  type ContentRow,
  countQuestions,
  findContentInPlace,
  lockContent,
  updateContent,
} from './staff-contents.repository';

const minutes = (seconds: number) => Math.round((seconds / 60) * 10) / 10;

type Placed = NonNullable<Awaited<ReturnType<typeof findContentInPlace>>>;

function present(
  { content, program, section }: Placed,
  questions: number,
  language: TLanguage,
): TStaffContent {
  const { quiz, assignment, video } = content.settings;
  return {
    id: content.id,
    program,
    section,
    content_type: content.contentType,
    name: content.name,
    body: content.body,
    duration_minutes: minutes(content.durationSeconds),
    can_skip: content.canSkip,
    translations: Object.fromEntries(
      Object.entries(content.translations)
        .filter(([other]) => other !== language)
        .map(([other, texts]) => [other, { name: texts?.name ?? '', body: texts?.body ?? '' }]),
    ),
    default_language: language,
    quiz: quiz ?? null,
    marks: assignment
      ? { max_marks: assignment.max_marks, pass_mark_percent: assignment.pass_mark_percent }
      : null,
    questions,
    video: video ? { src: video.src, captions: video.captions ?? [] } : null,
  };
}

export async function getStaffContent(
  ctx: AppContext,
  staff: StaffSession,
  id: number,
): Promise<TStaffContent> {
  const row = await findContentInPlace(ctx.db, id);
  if (!row) throw new NotFound(staffCoded('staff.content.itemNotFound'));
  checkReach(staff, row.content.courseId, staffCoded('staff.content.itemNotFound'));
  const [questions, language] = await Promise.all([countQuestions(ctx.db, id), instituteLanguage(ctx.db)]);
  return present(row, questions, language);
}

/** The row's columns as the change sets them; a quiz's or a work's rules only on an item of that kind. */
function changedColumns(content: ContentRow, change: TUpdateStaffContent, language: TLanguage) {
  const { translations = {}, quiz, marks, ...settings } = change;
  const columns: Partial<ContentRow> = {
    ...(settings.name !== undefined && { name: settings.name }),
    ...(settings.body !== undefined && { body: settings.body }),
    ...(settings.duration_minutes !== undefined && {
      durationSeconds: Math.round(settings.duration_minutes * 60),
    }),
    ...(settings.can_skip !== undefined && { canSkip: settings.can_skip }),
  };
  const rules: ContentSettings = { ...content.settings };
  if (quiz && Object.keys(quiz).length > 0) {
    if (!rules.quiz) throw new Invalid({ quiz: [staffCoded('staff.content.onlyQuizRules')] });
    rules.quiz = { ...rules.quiz, ...quiz } as typeof rules.quiz;
    columns.settings = rules;
  }
  if (marks && Object.keys(marks).length > 0) {
    if (!rules.assignment) throw new Invalid({ marks: [staffCoded('staff.content.onlyWorkMarks')] });
    rules.assignment = { ...rules.assignment, ...marks } as typeof rules.assignment;
    columns.settings = rules;
  }
  if (Object.keys(translations).length > 0) {
    const merged = { ...content.translations };
    for (const [other, texts] of Object.entries(translations)) {
      if (other === language) {
        throw new Invalid({ translations: [staffCoded('staff.content.itemDefaultLanguage')] });
      }
      merged[other] = { ...merged[other], ...texts };
    }
    columns.translations = merged;
  }
  return columns;
}

/** The item as the log names it, one level deep; a text by its length, not whole. */
function audited({
  program: _p,
  section: _s,
  questions: _q,
  video: _v,
  body,
  translations,
  ...item
}: TStaffContent) {
  const lengths = Object.fromEntries(
    Object.entries(translations).map(([language, texts]) => [
      language,
      { name: texts?.name, body_length: texts?.body.length },
    ]),
  );
  return flatFields({ ...item, body_length: body.length, translations: lengths });
}

/**
 * Changes an item's texts, length or rules, with its audit row; the tutor's passages of the program are
 * made anew in the same transaction, so it never cites a text that is gone.
 */
export async function updateStaffContent(
  ctx: AppContext,
  staff: StaffSession,
  id: number,
  change: TUpdateStaffContent,
): Promise<TStaffContent> {
  const { questions, default_language: language } = await getStaffContent(ctx, staff, id);
  await ctx.db.transaction(async (tx) => {
    // locked first: the audit row's "before" is what this change replaced, not an earlier read
    const content = await lockContent(tx, id);
    if (!content) throw new NotFound(staffCoded('staff.content.itemNotFound'));
    const before = present((await findContentInPlace(tx, id))!, questions, language);
    await updateContent(tx, id, changedColumns(content, change, language));
    const now = present((await findContentInPlace(tx, id))!, questions, language);
    if (change.name !== undefined || change.body !== undefined || change.translations) {
      await rebuildTutorIndex(tx, content.courseId);
    }
    await recordAudit(tx, actorOf(staff), {
      action: 'content.update',
      entity: 'content',
      entityId: id,
      before: audited(before),
      after: audited(now),
    });
  });
  forgetCatalogue(ctx.db);
  return getStaffContent(ctx, staff, id);
}
