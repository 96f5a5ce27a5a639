import type { TMarkedAnswer, TQuiz, TQuizAttempt, TQuizQuestion } from '@portal/contract';
import type { ContentSettings } from '../../db/schema';
import type { ContentRow } from '../catalogue/catalogue.service';
import type { SubscriptionWithCourse } from '../enrolment/enrolment.service';
import { type Reader, localize } from '../institute/localize';
import { DEFAULT_QUIZ_PASS_MARK_PERCENT } from '../journey/pass-rules';
import { remainingSeconds } from './quiz-clock';
import type { AnswerWithQuestion, AttemptRow, QuestionRow } from './quiz.repository';
import { correctOptionsOf, marksOf, resultOf, scoreAnswer } from './quiz-scoring';

export type QuizSettings = NonNullable<ContentSettings['quiz']>;

/** A quiz item's settings, with the importer's defaults for an item imported without them. */
export function quizSettingsOf(row: Pick<ContentRow, 'settings'>): QuizSettings {
  return {
    time_limit_minutes: null,
    attempts_allowed: 1,
    pass_mark_percent: DEFAULT_QUIZ_PASS_MARK_PERCENT,
    grading: 'best',
    show_answers: true,
    ...row.settings.quiz,
  };
}

export const maxMarksOf = (answers: readonly AnswerWithQuestion[]) =>
  answers.reduce((total, a) => total + a.question.marks, 0);

/** A question as the student sees it: which options are correct stays on the server. */
function presentQuestion(q: ReturnType<typeof localize<QuestionRow>>): TQuizQuestion {
  return {
    id: q.id,
    question_type: q.questionType as TQuizQuestion['question_type'],
    text: q.text,
    lang: q.lang,
    options: q.options.map((o) => ({ id: o.id, text: o.text })),
    multiple: q.multiple,
    marks: q.marks,
  };
}

export type AttemptView = {
  own: SubscriptionWithCourse;
  content: ContentRow;
  attempt: AttemptRow;
  attemptsUsed: number;
  reader: Reader;
};

/** An attempt without its answers; `maxMarks` is what its questions are worth. */
export function presentAttemptSummary(
  view: AttemptView,
  maxMarks: number,
  now: Date,
): Omit<TQuiz, 'answers'> {
  const { own, content, attempt } = view;
  const settings = quizSettingsOf(content);
  const submitted = attempt.submittedAt !== null;
  const item = localize(content, view.reader);
  return {
    id: attempt.id,
    content: content.id,
    subscription: own.subscription.id,
    course: own.course.id,
    course_slug: own.course.slug,
    name: item.name,
    name_lang: item.lang,
    status: submitted ? 'submitted' : 'in_progress',
    attempt: attempt.number,
    attempts_allowed: settings.attempts_allowed,
    attempts_used: view.attemptsUsed,
    time_limit_minutes: settings.time_limit_minutes,
    pass_mark_percent: settings.pass_mark_percent,
    grading: settings.grading,
    started_at: attempt.startedAt.toISOString(),
    ends_at: attempt.deadlineAt?.toISOString() ?? null,
    remaining_time: submitted && attempt.deadlineAt ? 0 : remainingSeconds(attempt.deadlineAt, now),
    submitted_at: attempt.submittedAt?.toISOString() ?? null,
    submitted_by: (attempt.submittedBy as TQuiz['submitted_by']) ?? null,
    result: submitted ? resultOf(marksOf(attempt.marks), maxMarks, settings.pass_mark_percent) : null,
  };
}

export function presentQuiz(view: AttemptView, answers: AnswerWithQuestion[], now: Date): TQuiz {
  return {
    ...presentAttemptSummary(view, maxMarksOf(answers), now),
    answers: answers.map(({ answer, question }) => ({
      question: presentQuestion(localize(question, view.reader)),
      mcq_answer: answer.mcqAnswer,
      subjective_answer: answer.subjectiveAnswer,
    })),
  };
}

/**
 * One submitted attempt with its marks. An mcq's marks, correctness, key and explanation only with
 * `show_answers`: its marks alone would tell whether it was right. The school's marks and remarks on
 * written answers always show.
 */
export function presentQuizAttempt(
  view: AttemptView,
  answers: AnswerWithQuestion[],
  isCounted: boolean,
): TQuizAttempt {
  const settings = quizSettingsOf(view.content);
  const summary = presentAttemptSummary(view, maxMarksOf(answers), view.attempt.submittedAt!);
  const reveal = settings.show_answers;
  return {
    id: summary.id,
    content: summary.content,
    subscription: summary.subscription,
    course: summary.course,
    course_slug: summary.course_slug,
    name: summary.name,
    name_lang: summary.name_lang,
    attempt: summary.attempt,
    attempts_allowed: summary.attempts_allowed,
    pass_mark_percent: summary.pass_mark_percent,
    grading: summary.grading,
    is_counted: isCounted,
    show_answers: reveal,
    started_at: summary.started_at,
    submitted_at: summary.submitted_at!,
    submitted_by: summary.submitted_by ?? 'student',
    result: summary.result!,
    answers: answers.map(({ answer, question }): TMarkedAnswer => {
      const mcq = question.questionType === 'mcq';
      const marks = marksOf(answer.marks);
      const local = localize(question, view.reader);
      return {
        question: presentQuestion(local),
        mcq_answer: answer.mcqAnswer,
        subjective_answer: answer.subjectiveAnswer,
        marks: mcq && !reveal ? null : marks,
        remarks: answer.remarks,
        is_correct: mcq && reveal ? scoreAnswer(question, answer) === question.marks : null,
        correct_options: mcq && reveal ? correctOptionsOf(question) : null,
        explanation: reveal && local.explanation ? local.explanation : null,
      };
    }),
  };
}
