import {
  type FileRule,
  type TContent,
  checkFile,
  coded,
  documentFileRule,
  ruleMessage,
} from '@portal/contract';
import type { AppContext } from '../../context';
import type { ContentSettings } from '../../db/schema';
import { Conflict, Invalid } from '../../lib/errors';
import type { StudentSession } from '../auth/session';
import type { ContentRow } from '../catalogue/catalogue.service';
import { findOwnFile } from '../files/files.service';
import { findSubmission, upsertSubmission } from './journey.repository';
import { changeJourney } from './journey-state';
import type { Reader } from '../institute/localize';
import { openContent, presentOpened } from './journey.service';
import { isSubmittable } from './progress-rules';
import { publishContentCompleted } from './content-completed';

type AssignmentSettings = NonNullable<ContentSettings['assignment']>;

function assignmentOf(row: ContentRow): AssignmentSettings {
  const settings = row.settings.assignment;
  if (!isSubmittable(row.contentType as TContent['content_type']) || !settings)
    throw new Invalid({ non_field_errors: [coded('journey.notSubmittable')] });
  return settings;
}

const fileRuleOf = (settings: AssignmentSettings): FileRule =>
  documentFileRule(settings.file_extensions, settings.max_file_size_mb);

/**
 * The rule an upload for an assignment is checked against (`POST /files/?purpose=submission`): its
 * extensions and size. Only for an item the student may hand work in for now.
 */
export async function submissionUploadRule(
  ctx: AppContext,
  student: StudentSession,
  contentId: number | undefined,
): Promise<FileRule> {
  if (contentId === undefined) throw new Invalid({ content: ['Name the assignment the file is for.'] });
  const { row } = await openContent(ctx, student, contentId, undefined, 'write');
  const settings = assignmentOf(row);
  if (settings.submission === 'text') throw new Invalid({ file: [coded('journey.fileNotAccepted')] });
  return fileRuleOf(settings);
}

/** What the submission form sends, checked against how the item takes work. */
async function checkAnswer(
  ctx: AppContext,
  studentId: number,
  settings: AssignmentSettings,
  answer: { text: string; file: number | null },
): Promise<void> {
  const { text, file } = answer;
  if (settings.submission === 'file' && text) throw new Invalid({ text: [coded('journey.textNotAccepted')] });
  if (settings.submission === 'text' && file !== null)
    throw new Invalid({ file: [coded('journey.fileNotAccepted')] });
  if (settings.submission === 'file' && file === null)
    throw new Invalid({ file: [coded('journey.fileRequired')] });
  if (settings.submission === 'text' && !text) throw new Invalid({ text: [coded('journey.textRequired')] });
  if (!text && file === null) throw new Invalid({ non_field_errors: [coded('journey.answerRequired')] });
  if (file === null) return;
  const row = await findOwnFile(ctx.db, studentId, file);
  if (!row || row.purpose !== 'submission') throw new Invalid({ file: [coded('journey.wrongFile')] });
  // the upload was checked by content against its own extension; its name and size must suit this item
  const problem = checkFile({ name: row.name, size: row.size }, fileRuleOf(settings));
  if (problem) throw new Invalid({ file: [ruleMessage(problem)] });
}

/** Hands in work for an assignment or homework, or replaces it until it is graded. */
export async function submitWork(
  ctx: AppContext,
  student: StudentSession,
  contentId: number,
  body: { subscription?: number | undefined; text: string; file: number | null },
  reader: Reader,
): Promise<TContent> {
  const { row, own } = await openContent(ctx, student, contentId, body.subscription, 'write');
  const settings = assignmentOf(row);
  if ((await findSubmission(ctx.db, own.subscription.id, row.id))?.status === 'graded')
    throw new Conflict(coded('journey.graded'));
  await checkAnswer(ctx, student.profile.id, settings, body);
  const { result, journey } = await changeJourney(
    ctx.db,
    own,
    async (tx) => {
      const submitted = await upsertSubmission(tx, {
        subscriptionId: own.subscription.id,
        contentId: row.id,
        text: body.text,
        fileId: body.file,
        at: ctx.now(),
      });
      // handing the work in is what completes it
      if (submitted) await publishContentCompleted(ctx, tx, own, row);
      return submitted;
    },
    { currentContentId: row.id },
  );
  // graded between the check above and the write: the grade stands
  if (!result) throw new Conflict(coded('journey.graded'));
  return presentOpened(ctx, journey, row, reader);
}
