import {
  type TListQuizAttemptsQuery,
  type TListQuizAttemptsResponse,
  type TQuiz,
  type TQuizAttempt,
  type TStartQuizRequest,
  type ZUpdateQuizRequest,
  coded,
  reasonOf,
} from '@portal/contract';
import type { z } from 'zod';
import type { Reader } from '../institute/localize';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { Conflict, Invalid, type Message, NotFound } from '../../lib/errors';
import { namesOf } from '../../lib/names';
import type { StudentSession } from '../auth/session';
import {
  type ContentRow,
  findContent,
  listQuizQuestions,
  quizMaxMarks,
} from '../catalogue/catalogue.service';
import {
  type SubscriptionWithCourse,
  findOwnSubscription,
  lockSubscription,
} from '../enrolment/enrolment.service';
import { accessOf } from '../enrolment/subscription-access';
import { openContent, recordQuizResult } from '../journey/journey.service';
import { accommodationOf } from './quiz-accommodation.service';
import {
  acceptsAnswers,
  allowedMinutes,
  deadlineOf,
  madeAt,
  madeInTime,
  overdueBefore,
  submissionOf,
  withinGrace,
} from './quiz-clock';
import {
  type AnswerWithQuestion,
  type AttemptRow,
  countAttempts,
  findAttempt,
  insertAttempt,
  listAnswers,
  listAttempts,
  listOpenAttempts,
  listOverdueAttempts,
  listSubmittedQuizIds,
  lockAttempt,
  saveAnswer,
  setAnswerMarks,
  updateAttempt,
} from './quiz.repository';
import {
  answerProblem,
  attemptMarks,
  countedOf,
  joinMcqAnswer,
  parseMcqAnswer,
  resultOf,
  scoreAnswer,
} from './quiz-scoring';
import {
  type AttemptView,
  presentAttemptSummary,
  presentQuiz,
  presentQuizAttempt,
  quizSettingsOf,
} from './present-quiz';

type UpdateQuiz = z.output<typeof ZUpdateQuizRequest>;

// the grades read a subscription's attempts as the quiz keeps them
export { type AttemptRow, listSubscriptionAttempts } from './quiz.repository';

const refuse = (message: Message) => new Invalid({ non_field_errors: [message] });

/**
 * Rewrites the quiz's counted result (best or last attempt) into the room's record, which also
 * completes the quiz and keeps progress and GPA in step. A passing result earns reward points.
 */
export async function recordCountedResult(
  ctx: AppContext,
  tx: Executor,
  subscriptionId: number,
  content: ContentRow,
): Promise<void> {
  // newest first: the first submitted one is the latest
  const attempts = await listAttempts(tx, subscriptionId, content.id);
  const latest = attempts.find((a) => a.submittedAt !== null);
  if (!latest) return;
  const settings = quizSettingsOf(content);
  const counted = countedOf(attempts, settings.grading);
  await recordQuizResult(tx, subscriptionId, content.id, {
    marks: counted?.marks ?? null,
    submittedAt: latest.submittedAt!,
    gradedAt: counted && counted.marks !== null ? counted.gradedAt : null,
    completedAt: latest.submittedAt!,
  });
  if (!counted || counted.marks === null) return;
  const maxMarks = (await quizMaxMarks(tx, content.courseId)).get(content.id) ?? 0;
  if (resultOf(counted.marks, maxMarks, settings.pass_mark_percent).passed)
    await ctx.events.publish(tx, 'quiz.passed', `${subscriptionId}:${content.id}`, {
      subscriptionId,
      quizId: content.id,
      name: content.name,
      names: namesOf(content),
    });
}

/** Scores what can be scored now and closes the attempt; a written answer waits for the school. */
async function submitAttempt(
  ctx: AppContext,
  tx: Executor,
  attempt: AttemptRow,
  content: ContentRow,
  submission: { at: Date; by: 'student' | 'timer' },
): Promise<AttemptRow> {
  const answers = await listAnswers(tx, attempt.id);
  const marks: (number | null)[] = [];
  for (const { answer, question } of answers) {
    const scored = scoreAnswer(question, answer);
    if (scored !== null) await setAnswerMarks(tx, answer.id, { marks: scored, gradedAt: submission.at });
    marks.push(scored);
  }
  const total = attemptMarks(marks);
  const row = await updateAttempt(tx, attempt.id, {
    submittedAt: submission.at,
    submittedBy: submission.by,
    marks: total === null ? null : total.toFixed(2),
    gradedAt: total === null ? null : submission.at,
  });
  await recordCountedResult(ctx, tx, attempt.subscriptionId, content);
  return row;
}

/**
 * Submits, at their deadline, the subscription's open attempts whose time ran out, offline grace
 * included: what a student who closed the tab before the end would have had submitted.
 */
export async function closeOverdueAttempts(ctx: AppContext, subscriptionId: number): Promise<void> {
  const overdue = await listOverdueAttempts(ctx.db, subscriptionId, overdueBefore(ctx.now()));
  for (const found of overdue) {
    await ctx.db.transaction(async (tx) => {
      await lockSubscription(tx, subscriptionId);
      const attempt = await lockAttempt(tx, found.id);
      if (attempt.submittedAt !== null) return;
      const content = (await findContent(tx, attempt.contentId))!;
      await submitAttempt(ctx, tx, attempt, content, { at: attempt.deadlineAt!, by: 'timer' });
    });
  }
}

/** The quiz items the subscription has an attempt under way at: not submitted, and its time not up. */
export async function quizzesInProgress(ctx: AppContext, subscriptionId: number): Promise<number[]> {
  const now = ctx.now();
  return (await listOpenAttempts(ctx.db, subscriptionId))
    .filter((a) => acceptsAnswers(a.deadlineAt, now))
    .map((a) => a.contentId);
}

/**
 * The quizzes the student has submitted an attempt of: only their questions and explanations may be
 * shown to them outside the quiz.
 */
export const quizzesSubmitted = (ctx: AppContext, subscriptionId: number): Promise<number[]> =>
  listSubmittedQuizIds(ctx.db, subscriptionId);

/** The student's own attempt with its subscription and quiz item; another student's answers 404. */
async function ownAttempt(ctx: AppContext, student: StudentSession, id: number) {
  const found = await findAttempt(ctx.db, id);
  const own = found && (await findOwnSubscription(ctx.db, student.profile.id, found.subscriptionId));
  if (!found || !own) throw new NotFound();
  await closeOverdueAttempts(ctx, own.subscription.id);
  const attempt = (await findAttempt(ctx.db, id))!;
  const content = (await findContent(ctx.db, attempt.contentId))!;
  return { own, attempt, content };
}

async function viewOf(
  db: Executor,
  own: SubscriptionWithCourse,
  content: ContentRow,
  attempt: AttemptRow,
  reader: Reader,
): Promise<AttemptView> {
  const attemptsUsed = await countAttempts(db, own.subscription.id, content.id);
  return { own, content, attempt, attemptsUsed, reader };
}

async function present(ctx: AppContext, view: AttemptView): Promise<TQuiz> {
  return presentQuiz(view, await listAnswers(ctx.db, view.attempt.id), ctx.now());
}

function quizItem(row: ContentRow): ContentRow {
  if (row.contentType !== 'quiz') throw refuse(coded('quiz.notAQuiz'));
  return row;
}

/** The spec's quiz start: resumes the open attempt (its clock running on), or starts the next one. */
export async function startQuiz(
  ctx: AppContext,
  student: StudentSession,
  body: TStartQuizRequest,
  reader: Reader,
): Promise<TQuiz> {
  const { row, own } = await openContent(ctx, student, body.content, body.subscription, 'write');
  const content = quizItem(row);
  const settings = quizSettingsOf(content);
  await closeOverdueAttempts(ctx, own.subscription.id);
  const attempt = await ctx.db.transaction(async (tx) => {
    await lockSubscription(tx, own.subscription.id);
    const attempts = await listAttempts(tx, own.subscription.id, content.id);
    const open = attempts.find((a) => a.submittedAt === null);
    if (open) return open;
    if (attempts.length >= settings.attempts_allowed) throw refuse(coded('quiz.noAttemptsLeft'));
    const questions = await listQuizQuestions(tx, content.id);
    const accommodation = await accommodationOf(tx, own.subscription.studentId, own.course.id);
    const now = ctx.now();
    return insertAttempt(
      tx,
      {
        subscriptionId: own.subscription.id,
        contentId: content.id,
        number: attempts.length + 1,
        startedAt: now,
        deadlineAt: deadlineOf(now, allowedMinutes(settings.time_limit_minutes, accommodation)),
      },
      questions.map((q) => q.id),
    );
  });
  return present(ctx, await viewOf(ctx.db, own, content, attempt, reader));
}

export async function getQuiz(
  ctx: AppContext,
  student: StudentSession,
  id: number,
  reader: Reader,
): Promise<TQuiz> {
  const { own, attempt, content } = await ownAttempt(ctx, student, id);
  return present(ctx, await viewOf(ctx.db, own, content, attempt, reader));
}

type AnswerChange = {
  id: number;
  mcqAnswer?: string;
  subjectiveAnswer?: string;
  answeredAt?: string;
  /** What the server has now for this question. */
  stored: AnswerWithQuestion['answer'];
};

/** Checks every answer before any is saved: a refused request changes nothing. */
function checkAnswers(answers: AnswerWithQuestion[], sent: UpdateQuiz['answers']): AnswerChange[] {
  const seen = new Set<number>();
  return sent.map((item) => {
    if (seen.has(item.question)) throw refuse(coded('quiz.duplicateQuestion'));
    seen.add(item.question);
    const found = answers.find((a) => a.question.id === item.question);
    if (!found) throw refuse(coded('quiz.questionNotInQuiz'));
    const problem = answerProblem(found.question, item);
    if (problem) throw refuse(problem);
    return {
      id: found.answer.id,
      stored: found.answer,
      ...(item.mcq_answer !== undefined ? { mcqAnswer: joinMcqAnswer(parseMcqAnswer(item.mcq_answer)) } : {}),
      ...(item.subjective_answer !== undefined ? { subjectiveAnswer: item.subjective_answer } : {}),
      ...(item.answered_at !== undefined ? { answeredAt: item.answered_at } : {}),
    };
  });
}

/** The server has this answer already: sending it again changes nothing, whenever it was made. */
function isUnchanged({ stored, mcqAnswer, subjectiveAnswer }: AnswerChange): boolean {
  return (
    (mcqAnswer === undefined || mcqAnswer === stored.mcqAnswer) &&
    (subjectiveAnswer === undefined || subjectiveAnswer === stored.subjectiveAnswer)
  );
}

/**
 * Saves the answers made in time, each dated when it was made, unless the one saved is newer (a
 * second tab, a retry overtaken). Says whether any answer was made too late to count.
 */
async function saveAnswers(
  tx: Executor,
  attempt: AttemptRow,
  changes: AnswerChange[],
  sentAt: string | undefined,
  now: Date,
): Promise<{ tooLate: boolean }> {
  let tooLate = false;
  for (const change of changes) {
    if (isUnchanged(change)) continue;
    const made = madeAt(now, attempt.startedAt, { answeredAt: change.answeredAt, sentAt });
    if (!madeInTime(attempt.deadlineAt, made)) {
      tooLate = true;
      continue;
    }
    if (change.stored.savedAt !== null && change.stored.savedAt > made) continue;
    await saveAnswer(tx, change.id, {
      ...(change.mcqAnswer !== undefined ? { mcqAnswer: change.mcqAnswer } : {}),
      ...(change.subjectiveAnswer !== undefined ? { subjectiveAnswer: change.subjectiveAnswer } : {}),
      savedAt: made,
    });
  }
  return { tooLate };
}

/**
 * Saves answers as the student goes and, with status submitted, submits the attempt. After the
 * deadline, within the offline grace, a save takes the answers made in time and submits the attempt
 * as the timer's: the time is up, nothing more can come.
 */
export async function updateQuiz(
  ctx: AppContext,
  student: StudentSession,
  id: number,
  request: UpdateQuiz,
  reader: Reader,
): Promise<TQuiz> {
  const found = await ownAttempt(ctx, student, id);
  const { own, content } = found;
  await openContent(ctx, student, content.id, own.subscription.id, 'write');
  const { attempt, tooLate } = await ctx.db.transaction(async (tx) => {
    await lockSubscription(tx, own.subscription.id);
    const current = await lockAttempt(tx, id);
    if (current.submittedAt !== null)
      throw refuse(current.submittedBy === 'timer' ? coded('quiz.timeUp') : coded('quiz.alreadySubmitted'));
    const now = ctx.now();
    if (!withinGrace(current.deadlineAt, now)) throw refuse(coded('quiz.timeUp'));
    const changes = checkAnswers(await listAnswers(tx, id), request.answers);
    const saved = await saveAnswers(tx, current, changes, request.sent_at, now);
    const late = !acceptsAnswers(current.deadlineAt, now);
    if (!late && request.status !== 'submitted') return { attempt: current, ...saved };
    const submission = submissionOf(current.deadlineAt, now);
    return { attempt: await submitAttempt(ctx, tx, current, content, submission), ...saved };
  });
  // the attempt is submitted with what was made in time; the rest came after the time ran out
  if (tooLate) throw refuse(coded('quiz.timeUp'));
  return present(ctx, await viewOf(ctx.db, own, content, attempt, reader));
}

/** The student's attempts at a quiz item, with whether they may start one and what counts. */
export async function listQuizAttempts(
  ctx: AppContext,
  student: StudentSession,
  query: TListQuizAttemptsQuery,
  reader: Reader,
): Promise<TListQuizAttemptsResponse> {
  const { row, own } = await openContent(ctx, student, query.content, query.subscription, 'read');
  const content = quizItem(row);
  const settings = quizSettingsOf(content);
  await closeOverdueAttempts(ctx, own.subscription.id);
  const attempts = await listAttempts(ctx.db, own.subscription.id, content.id);
  const maxMarks = (await quizMaxMarks(ctx.db, own.course.id)).get(content.id) ?? 0;
  const now = ctx.now();
  const results = attempts.map((attempt) =>
    presentAttemptSummary({ own, content, attempt, attemptsUsed: attempts.length, reader }, maxMarks, now),
  );
  const open = attempts.find((a) => a.submittedAt === null) ?? null;
  const counted = countedOf(attempts, settings.grading);
  const writable = accessOf(own.subscription, now) === 'full';
  const reason = !writable
    ? coded('journey.viewOnly')
    : !open && attempts.length >= settings.attempts_allowed
      ? coded('quiz.noAttemptsLeft')
      : null;
  const accommodation =
    settings.time_limit_minutes === null
      ? null
      : await accommodationOf(ctx.db, own.subscription.studentId, own.course.id);
  return {
    count: results.length,
    next: null,
    previous: null,
    results,
    content: content.id,
    attempts_allowed: settings.attempts_allowed,
    attempts_used: attempts.length,
    allowed_minutes: allowedMinutes(settings.time_limit_minutes, accommodation),
    accommodated: accommodation !== null,
    open_attempt: open?.id ?? null,
    can_start: { can_start: reason === null, ...reasonOf(reason) },
    counted_attempt: counted?.id ?? null,
    result: counted ? resultOf(counted.marks, maxMarks, settings.pass_mark_percent) : null,
  };
}

/** One submitted attempt with its marks, and its answers' key when the quiz shows answers. */
export async function getQuizAttempt(
  ctx: AppContext,
  student: StudentSession,
  id: number,
  reader: Reader,
): Promise<TQuizAttempt> {
  const { own, attempt, content } = await ownAttempt(ctx, student, id);
  if (attempt.submittedAt === null) throw new Conflict(coded('quiz.notSubmittedYet'));
  const attempts = await listAttempts(ctx.db, own.subscription.id, content.id);
  const counted = countedOf(attempts, quizSettingsOf(content).grading);
  return presentQuizAttempt(
    { own, content, attempt, attemptsUsed: attempts.length, reader },
    await listAnswers(ctx.db, attempt.id),
    counted?.id === attempt.id,
  );
}
