import type { TGradingKind, TGradingState, TListGradingWorksQuery } from '@portal/contract';
import { type SQL, and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { type AnyPgColumn, unionAll } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { containing } from '../../db/list-query';
import {
  contentSubmissions,
  contents,
  courses,
  quizAnswers,
  quizAttempts,
  quizQuestions,
  studentProfiles,
  subscriptions,
  uploadedFiles,
  users,
} from '../../db/schema';

const WORK_KINDS: Exclude<TGradingKind, 'quiz_answer'>[] = ['assignment', 'homework'];

/** A piece of work's key: a submission (`work`) or a written quiz answer (`answer`), and its row id. */
export type GradingKey = { source: 'work' | 'answer'; id: number };

type Filter = TListGradingWorksQuery & { within?: number[] | undefined };

const WORK_STATES: Record<TGradingState, SQL> = {
  to_grade: eq(contentSubmissions.status, 'submitted'),
  graded: eq(contentSubmissions.status, 'graded'),
  returned: eq(contentSubmissions.status, 'returned'),
};
// a written answer is never returned: a quiz is not handed in again
const ANSWER_STATES: Record<TGradingState, SQL> = {
  to_grade: isNull(quizAnswers.marks),
  graded: isNotNull(quizAnswers.marks),
  returned: sql`false`,
};

/** What every kind is filtered by: the student, the program, an instructor's reach and a search. */
function shared(filter: Filter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.student !== undefined) conditions.push(eq(subscriptions.studentId, filter.student));
  if (filter.program !== undefined) conditions.push(eq(subscriptions.courseId, filter.program));
  if (filter.within)
    conditions.push(inArray(subscriptions.courseId, filter.within.length > 0 ? filter.within : [-1]));
  if (filter.search) {
    const pattern = containing(filter.search);
    conditions.push(
      or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(contents.name, pattern))!,
    );
  }
  return conditions;
}

/** A student's page lists all their work; the queue, the work waiting for marks. */
const stateOf = (filter: Filter): TGradingState | undefined =>
  filter.state ?? (filter.student === undefined ? 'to_grade' : undefined);

/** A key query's columns: the same names and types in each, as `UNION ALL` needs them. */
const keyColumns = (source: GradingKey['source'], id: AnyPgColumn, submittedAt: AnyPgColumn) => ({
  source: sql<GradingKey['source']>`${sql.raw(`'${source}'`)}`.as('source'),
  id: sql<number>`${id}`.as('id'),
  submittedAt: sql<Date>`${submittedAt}`.as('submitted_at'),
  studentName: sql<string>`${users.name}`.as('student_name'),
  itemName: sql<string>`${contents.name}`.as('item_name'),
});

function workKeys(db: Executor, filter: Filter) {
  const state = stateOf(filter);
  const kinds = filter.kind && filter.kind !== 'quiz_answer' ? [filter.kind] : WORK_KINDS;
  return db
    .select(keyColumns('work', contentSubmissions.id, contentSubmissions.submittedAt))
    .from(contentSubmissions)
    .innerJoin(contents, eq(contents.id, contentSubmissions.contentId))
    .innerJoin(subscriptions, eq(subscriptions.id, contentSubmissions.subscriptionId))
    .innerJoin(studentProfiles, eq(studentProfiles.id, subscriptions.studentId))
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(
      and(inArray(contents.contentType, kinds), state ? WORK_STATES[state] : undefined, ...shared(filter)),
    );
}

function answerKeys(db: Executor, filter: Filter) {
  const state = stateOf(filter);
  return db
    .select(keyColumns('answer', quizAnswers.id, quizAttempts.submittedAt))
    .from(quizAnswers)
    .innerJoin(quizQuestions, eq(quizQuestions.id, quizAnswers.questionId))
    .innerJoin(quizAttempts, eq(quizAttempts.id, quizAnswers.attemptId))
    .innerJoin(contents, eq(contents.id, quizAttempts.contentId))
    .innerJoin(subscriptions, eq(subscriptions.id, quizAttempts.subscriptionId))
    .innerJoin(studentProfiles, eq(studentProfiles.id, subscriptions.studentId))
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(
      and(
        eq(quizQuestions.questionType, 'subjective'),
        isNotNull(quizAttempts.submittedAt),
        state ? ANSWER_STATES[state] : undefined,
        ...shared(filter),
      ),
    );
}

function keysOf(db: Executor, filter: Filter) {
  if (filter.kind === 'quiz_answer') return answerKeys(db, filter).as('keys');
  if (filter.kind) return workKeys(db, filter).as('keys');
  return unionAll(workKeys(db, filter), answerKeys(db, filter)).as('keys');
}

/** A page of work to grade, as keys in the list's order, and how many there are. */
export async function pageOfGradingKeys(
  db: Executor,
  filter: Filter,
): Promise<{ count: number; keys: GradingKey[] }> {
  const keys = keysOf(db, filter);
  const column = {
    submitted_at: keys.submittedAt,
    student: keys.studentName,
    item: keys.itemName,
  }[(filter.ordering ?? 'submitted_at').replace(/^-/, '') as 'submitted_at' | 'student' | 'item'];
  const direction = filter.ordering?.startsWith('-') ? desc : asc;
  const [total, rows] = await Promise.all([
    db.select({ count: count() }).from(keys),
    db
      .select({ source: keys.source, id: keys.id })
      .from(keys)
      .orderBy(direction(column), asc(keys.source), asc(keys.id))
      .offset(filter.offset)
      .limit(filter.limit),
  ]);
  return { count: total[0]!.count, keys: rows };
}

const people = {
  student: { id: studentProfiles.id, name: users.name, email: users.email },
  program: { id: courses.id, name: courses.name },
  subscriptionId: subscriptions.id,
};

/** Handed-in assignments and homework with their item, student, program and file. */
export function listWorks(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ work: contentSubmissions, item: contents, file: uploadedFiles, ...people })
    .from(contentSubmissions)
    .innerJoin(contents, eq(contents.id, contentSubmissions.contentId))
    .innerJoin(subscriptions, eq(subscriptions.id, contentSubmissions.subscriptionId))
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .innerJoin(studentProfiles, eq(studentProfiles.id, subscriptions.studentId))
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .leftJoin(uploadedFiles, eq(uploadedFiles.id, contentSubmissions.fileId))
    .where(and(inArray(contentSubmissions.id, ids), inArray(contents.contentType, WORK_KINDS)));
}
export type WorkRow = Awaited<ReturnType<typeof listWorks>>[number];

/** Written answers of submitted quiz attempts with their question, quiz, attempt, student and program. */
export function listAnswers(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      answer: quizAnswers,
      question: quizQuestions,
      attempt: quizAttempts,
      item: contents,
      ...people,
    })
    .from(quizAnswers)
    .innerJoin(quizQuestions, eq(quizQuestions.id, quizAnswers.questionId))
    .innerJoin(quizAttempts, eq(quizAttempts.id, quizAnswers.attemptId))
    .innerJoin(contents, eq(contents.id, quizAttempts.contentId))
    .innerJoin(subscriptions, eq(subscriptions.id, quizAttempts.subscriptionId))
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .innerJoin(studentProfiles, eq(studentProfiles.id, subscriptions.studentId))
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(
      and(
        inArray(quizAnswers.id, ids),
        eq(quizQuestions.questionType, 'subjective'),
        isNotNull(quizAttempts.submittedAt),
      ),
    );
}
export type AnswerRow = Awaited<ReturnType<typeof listAnswers>>[number];

/** Returns handed-in work to the student, unless it was graded or returned meanwhile. */
export async function returnSubmission(db: Executor, id: number, remarks: string) {
  const [row] = await db
    .update(contentSubmissions)
    .set({ status: 'returned', remarks, marks: null, gradedAt: null })
    .where(and(eq(contentSubmissions.id, id), eq(contentSubmissions.status, 'submitted')))
    .returning();
  return row ?? null;
}
