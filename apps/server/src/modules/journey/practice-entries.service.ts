import {
  type FileRule,
  PRACTICE_ENTRY_FILE_RULE,
  coded,
  type TAddPracticeEntryRequest,
  type TListPracticeEntriesResponse,
  type TPracticeEntry,
  type TUpdatePracticeEntryRequest,
  checkFile,
  ruleMessage,
  isFutureDate,
} from '@portal/contract';
import type { AppContext } from '../../context';
import { schoolDate } from '../../lib/dates';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import type { StudentSession } from '../auth/session';
import type { ContentRow } from '../catalogue/catalogue.service';
import { fileUrl, findOwnFile } from '../files/files.service';
import { findInstitute } from '../institute/institute.service';
import { openContent } from './journey.service';
import {
  type EntryValues,
  type PracticeEntryWithFile,
  deletePendingEntry,
  findEntryWithFile,
  findOwnEntry,
  insertEntry,
  listEntries,
  updatePendingEntry,
} from './practice-entries.repository';

function presentEntry({ entry: e, file }: PracticeEntryWithFile): TPracticeEntry {
  return {
    id: e.id,
    content: e.contentId,
    subscription: e.subscriptionId,
    date: e.practisedOn,
    duration_minutes: e.durationMinutes,
    note: e.note,
    file: file ? { ...file, url: fileUrl(file.id) } : null,
    status: e.status as TPracticeEntry['status'],
    remarks: e.remarks,
    created_at: e.createdAt.toISOString(),
    reviewed_at: e.reviewedAt?.toISOString() ?? null,
  };
}

/** A quota item is a practice log; an in-class quota's attendance only the school records. */
function checkPracticeLog(row: ContentRow): void {
  if (row.contentType !== 'quota')
    throw new Invalid({ non_field_errors: [coded('practice.notPracticeLog')] });
}

/**
 * The rule an entry's upload is checked against (`POST /files/?purpose=practice_entry`): the
 * document upload rules, for a practice log the student may write in now.
 */
export async function practiceEntryUploadRule(
  ctx: AppContext,
  student: StudentSession,
  contentId: number | undefined,
): Promise<FileRule> {
  if (contentId === undefined) throw new Invalid({ content: ['Name the practice log the file is for.'] });
  const { row } = await openContent(ctx, student, contentId, undefined, 'write');
  checkPracticeLog(row);
  return PRACTICE_ENTRY_FILE_RULE;
}

/** What the form sends, checked: a day not after the school's today, and the student's own upload. */
async function entryValues(
  ctx: AppContext,
  studentId: number,
  body: TUpdatePracticeEntryRequest,
): Promise<EntryValues> {
  const timeZone = (await findInstitute(ctx.db))?.timeZone ?? 'America/Toronto';
  if (isFutureDate(body.date, schoolDate(ctx.now(), timeZone)))
    throw new Invalid({ date: [coded('practice.dateInFuture')] });
  const fileId = body.file ?? null;
  if (fileId !== null) {
    const file = await findOwnFile(ctx.db, studentId, fileId);
    if (!file || file.purpose !== 'practice_entry')
      throw new Invalid({ file: [coded('practice.wrongFile')] });
    const problem = checkFile({ name: file.name, size: file.size }, PRACTICE_ENTRY_FILE_RULE);
    if (problem) throw new Invalid({ file: [ruleMessage(problem)] });
  }
  return { practisedOn: body.date, durationMinutes: body.duration_minutes, note: body.note, fileId };
}

async function presentById(ctx: AppContext, id: number): Promise<TPracticeEntry> {
  return presentEntry((await findEntryWithFile(ctx.db, id))!);
}

/** The student's entries on a practice log of their program, newest practice first. */
export async function listPracticeEntries(
  ctx: AppContext,
  student: StudentSession,
  contentId: number,
  subscriptionId: number | undefined,
): Promise<TListPracticeEntriesResponse> {
  const { row, own } = await openContent(ctx, student, contentId, subscriptionId, 'read');
  checkPracticeLog(row);
  const results = (await listEntries(ctx.db, own.subscription.id, row.id)).map(presentEntry);
  return { count: results.length, next: null, previous: null, results };
}

export async function addPracticeEntry(
  ctx: AppContext,
  student: StudentSession,
  contentId: number,
  body: TAddPracticeEntryRequest,
): Promise<TPracticeEntry> {
  const { row, own } = await openContent(ctx, student, contentId, body.subscription, 'write');
  checkPracticeLog(row);
  const values = await entryValues(ctx, student.profile.id, body);
  const entry = await insertEntry(ctx.db, {
    ...values,
    subscriptionId: own.subscription.id,
    contentId: row.id,
    at: ctx.now(),
  });
  return presentById(ctx, entry.id);
}

/** One of the student's own pending entries, in a room they may still write in; else 404, 403 or 409. */
async function ownPendingEntry(ctx: AppContext, student: StudentSession, id: number) {
  const entry = await findOwnEntry(ctx.db, student.profile.id, id);
  if (!entry) throw new NotFound();
  await openContent(ctx, student, entry.contentId, entry.subscriptionId, 'write');
  if (entry.status !== 'pending') throw new Conflict(coded('practice.reviewed'));
  return entry;
}

export async function updatePracticeEntry(
  ctx: AppContext,
  student: StudentSession,
  id: number,
  body: TUpdatePracticeEntryRequest,
): Promise<TPracticeEntry> {
  await ownPendingEntry(ctx, student, id);
  const values = await entryValues(ctx, student.profile.id, body);
  // reviewed between the check above and the write: the review stands
  const updated = await updatePendingEntry(ctx.db, id, { ...values, at: ctx.now() });
  if (!updated) throw new Conflict(coded('practice.reviewed'));
  return presentById(ctx, id);
}

export async function deletePracticeEntry(
  ctx: AppContext,
  student: StudentSession,
  id: number,
): Promise<void> {
  await ownPendingEntry(ctx, student, id);
  if (!(await deletePendingEntry(ctx.db, id))) throw new Conflict(coded('practice.reviewed'));
}
