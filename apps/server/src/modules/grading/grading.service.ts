import {
  type TGradeStudentWork,
  type TGradingWork,
  type TListGradingWorksQuery,
  fillPath,
  previewGradingFile,
  staffCoded,
} from '@portal/contract';
import type { AppContext } from '../../context';
import { Conflict, NotFound } from '../../lib/errors';
import { namesOf } from '../../lib/names';
import { findProfileById } from '../auth/students.service';
import { findContent } from '../catalogue/catalogue.service';
import { findOwnSubscription } from '../enrolment/enrolment.service';
import { NOTIFICATION_MESSAGES } from '../notifications/notification-messages';
import { notify, signalRoomChanged } from '../notifications/notifications.service';
import { type AuditActor, recordAudit } from '../staff/audit-log';
import { type StaffSession, reachOf } from '../staff/staff-session';
import {
  type AnswerRow,
  type GradingKey,
  type WorkRow,
  listAnswers,
  listWorks,
  pageOfGradingKeys,
  returnSubmission,
} from './grading.repository';
import { changeJourney } from '../journey/journey-state';
import { markWork, programOf } from '../journey/school-records.service';
import { markQuizAnswer } from '../quiz/quiz-grading.service';

const keyOf = (id: string): GradingKey => {
  const [source, number] = id.split('-') as ['work' | 'answer', string];
  return { source, id: Number(number) };
};
const nameOf = (key: GradingKey) => `${key.source}-${key.id}`;
const marksOf = (value: string | null) => (value === null ? null : Number(value));

function presentWork({ work, item, file, student, program }: WorkRow): TGradingWork {
  const id = nameOf({ source: 'work', id: work.id });
  return {
    id,
    kind: item.contentType === 'homework' ? 'homework' : 'assignment',
    state: work.status === 'submitted' ? 'to_grade' : work.status,
    student,
    program,
    item: { id: item.id, name: item.name },
    question: null,
    text: work.text,
    file: file && {
      name: file.name,
      content_type: file.contentType,
      size: file.size,
      preview_url: fillPath(previewGradingFile.path, { id }),
    },
    marks: marksOf(work.marks),
    max_marks: item.settings.assignment?.max_marks ?? 0,
    remarks: work.remarks,
    submitted_at: work.submittedAt.toISOString(),
    graded_at: work.gradedAt?.toISOString() ?? null,
  };
}

function presentAnswer({ answer, question, attempt, item, student, program }: AnswerRow): TGradingWork {
  return {
    id: nameOf({ source: 'answer', id: answer.id }),
    kind: 'quiz_answer',
    state: answer.marks === null ? 'to_grade' : 'graded',
    student,
    program,
    item: { id: item.id, name: item.name },
    question: { number: question.index + 1, text: question.text },
    text: answer.subjectiveAnswer,
    file: null,
    marks: marksOf(answer.marks),
    max_marks: question.marks,
    remarks: answer.remarks,
    submitted_at: attempt.submittedAt!.toISOString(),
    graded_at: answer.gradedAt?.toISOString() ?? null,
  };
}

/** The pieces of work named, in that order, each as its kind presents it. */
async function present(ctx: AppContext, keys: GradingKey[]): Promise<TGradingWork[]> {
  const ids = (source: GradingKey['source']) => keys.filter((k) => k.source === source).map((k) => k.id);
  const [works, answers] = await Promise.all([
    listWorks(ctx.db, ids('work')),
    listAnswers(ctx.db, ids('answer')),
  ]);
  const found = new Map<string, TGradingWork>([
    ...works.map((row) => [nameOf({ source: 'work', id: row.work.id }), presentWork(row)] as const),
    ...answers.map((row) => [nameOf({ source: 'answer', id: row.answer.id }), presentAnswer(row)] as const),
  ]);
  return keys.flatMap((key) => found.get(nameOf(key)) ?? []);
}

export async function listGradingWorks(ctx: AppContext, staff: StaffSession, query: TListGradingWorksQuery) {
  const { count, keys } = await pageOfGradingKeys(ctx.db, { ...query, within: reachOf(staff) });
  return { count, results: await present(ctx, keys) };
}

/** One piece of work; outside an instructor's programs it is not found, as if it did not exist. */
export async function getGradingWork(ctx: AppContext, staff: StaffSession, id: string) {
  const [work] = await present(ctx, [keyOf(id)]);
  const within = reachOf(staff);
  if (!work || (within && !within.includes(work.program.id)))
    throw new NotFound(staffCoded('staff.work.workNotFound'));
  return work;
}

/** The file handed in with an assignment or homework, and its bytes, to show its grader. */
export async function openGradingFile(ctx: AppContext, staff: StaffSession, id: string) {
  await getGradingWork(ctx, staff, id);
  const key = keyOf(id);
  const [row] = key.source === 'work' ? await listWorks(ctx.db, [key.id]) : [];
  const stream = row?.file ? await ctx.storage.read(row.file.storageKey) : null;
  if (!row?.file || !stream) throw new NotFound(staffCoded('staff.work.workNoFile'));
  return { file: row.file, stream };
}

/** The student's subscription and the item a piece of work belongs to. */
async function itemOf(ctx: AppContext, row: WorkRow | AnswerRow | undefined) {
  const own = row && (await findOwnSubscription(ctx.db, row.student.id, row.subscriptionId));
  const content = row && (await findContent(ctx.db, row.item.id));
  if (!own || !content) throw new NotFound(staffCoded('staff.work.workNotFound'));
  return { own, content };
}

/** Marks a piece of work (again, to correct it): the student is told and mailed, and the GPA follows. */
export async function gradeStudentWork(
  ctx: AppContext,
  staff: StaffSession,
  actor: AuditActor,
  id: string,
  grade: TGradeStudentWork,
): Promise<TGradingWork> {
  await getGradingWork(ctx, staff, id);
  const key = keyOf(id);
  if (key.source === 'answer') {
    const [row] = await listAnswers(ctx.db, [key.id]);
    const { own, content } = await itemOf(ctx, row);
    await markQuizAnswer(ctx, actor, own, content, row!.question, row!.attempt, grade);
  } else {
    const [row] = await listWorks(ctx.db, [key.id]);
    const { own, content } = await itemOf(ctx, row);
    await markWork(ctx, actor, own, content, row!.work, grade);
  }
  return getGradingWork(ctx, staff, id);
}

/**
 * Returns an assignment or homework for the student to hand in again, saying why: it no longer
 * counts as handed in, the student is told, and the audit log says who. Work graded or returned
 * meanwhile is refused.
 */
export async function returnStudentWork(
  ctx: AppContext,
  staff: StaffSession,
  actor: AuditActor,
  id: string,
  remarks: string,
): Promise<TGradingWork> {
  const work = await getGradingWork(ctx, staff, id);
  const key = keyOf(id);
  if (key.source === 'answer') throw new Conflict(staffCoded('staff.work.quizNotHandedIn'));
  const [row] = await listWorks(ctx.db, [key.id]);
  const { own, content } = await itemOf(ctx, row);
  const studentId = own.subscription.studentId;
  await changeJourney(ctx.db, own, async (tx) => {
    const returned = await returnSubmission(tx, key.id, remarks);
    if (!returned) throw new Conflict(staffCoded('staff.work.noLongerWaiting', { name: content.name }));
    await notify(
      ctx,
      studentId,
      NOTIFICATION_MESSAGES.workReturned(
        programOf(own),
        work.kind === 'homework' ? 'homework' : 'assignment',
        { id: content.id, names: namesOf(content) },
        remarks,
      ),
      tx,
    );
    await signalRoomChanged(tx, studentId, own.subscription.id);
    await recordAudit(tx, actor, {
      action: 'submission.return',
      entity: 'submission',
      entityId: key.id,
      studentId: (await findProfileById(tx, studentId))?.userId ?? null,
      before: { status: row!.work.status, remarks: row!.work.remarks },
      after: { status: returned.status, remarks: returned.remarks },
    });
  });
  return getGradingWork(ctx, staff, id);
}
