import { PORTAL_PAGES, staffCoded } from '@portal/contract';
import type { AppContext } from '../../context';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import { namesOf } from '../../lib/names';
import { type ContentRow, type QuizQuestionRow, listQuizQuestions } from '../catalogue/catalogue.service';
import { type SubscriptionWithCourse, lockSubscription } from '../enrolment/enrolment.service';
import { findProgramItem, programOf } from '../journey/school-records.service';
import { sendGradedMail } from '../mail/account-mails';
import { NOTIFICATION_MESSAGES } from '../notifications/notification-messages';
import { notify } from '../notifications/notifications.service';
import { findAccountOfStudent, findProfileById } from '../auth/students.service';
import { type AuditActor, recordAudit } from '../staff/audit-log';
import { maxMarksOf } from './present-quiz';
import { listAnswers, listAttempts, lockAttempt, setAnswerMarks, updateAttempt } from './quiz.repository';
import { attemptMarks, marksOf } from './quiz-scoring';
import { recordCountedResult } from './quiz.service';

function checkMarks(question: QuizQuestionRow, marks: number) {
  if (!(marks >= 0 && marks <= question.marks))
    throw new Invalid({ marks: [staffCoded('staff.work.marksRange', { max: question.marks })] });
}

/**
 * `portal grade-quiz`: the school's marks for a written answer of a submitted attempt (the latest,
 * or the one named). It can be graded again to correct it; without new remarks the earlier ones
 * stay. Once every answer of the attempt has marks, its score counts and the student is mailed.
 */
export async function gradeQuizAnswer(
  ctx: AppContext,
  actor: AuditActor,
  studentId: number,
  program: string,
  ref: string,
  questionNumber: number,
  grade: { marks: number; remarks?: string | undefined; attempt?: number | undefined },
) {
  const { own, row } = await findProgramItem(ctx, studentId, program, ref);
  if (row.contentType !== 'quiz')
    throw new Invalid({ content: [staffCoded('staff.work.notQuiz', { name: row.name })] });
  const questions = await listQuizQuestions(ctx.db, row.id);
  const question = questions[questionNumber - 1];
  if (!question)
    throw new NotFound(
      staffCoded('staff.work.noQuestion', {
        name: row.name,
        count: questions.length,
        number: questionNumber,
      }),
    );
  if (question.questionType !== 'subjective')
    throw new Invalid({
      question: [staffCoded('staff.work.choiceQuestion', { number: questionNumber })],
    });

  checkMarks(question, grade.marks);
  const submitted = (await listAttempts(ctx.db, own.subscription.id, row.id)).filter(
    (a) => a.submittedAt !== null,
  );
  const target =
    grade.attempt === undefined ? submitted[0] : submitted.find((a) => a.number === grade.attempt);
  if (!target)
    throw new Conflict(
      grade.attempt === undefined
        ? staffCoded('staff.work.noAttempt', { name: row.name })
        : staffCoded('staff.work.attemptOpen', { attempt: grade.attempt, name: row.name }),
    );
  return markQuizAnswer(ctx, actor, own, row, question, target, grade);
}

/**
 * The school's marks for a written answer of a submitted attempt; see `gradeQuizAnswer`. The audit
 * log says who gave them.
 */
export async function markQuizAnswer(
  ctx: AppContext,
  actor: AuditActor,
  own: SubscriptionWithCourse,
  row: ContentRow,
  question: QuizQuestionRow,
  target: { id: number },
  grade: { marks: number; remarks?: string | undefined },
) {
  checkMarks(question, grade.marks);
  const studentId = own.subscription.studentId;
  const questionNumber = question.index + 1;
  const outcome = await ctx.db.transaction(async (tx) => {
    await lockSubscription(tx, own.subscription.id);
    const attempt = await lockAttempt(tx, target.id);
    const answer = (await listAnswers(tx, attempt.id)).find((a) => a.question.id === question.id);
    if (!answer)
      throw new NotFound(
        staffCoded('staff.work.notInAttempt', { number: questionNumber, attempt: attempt.number }),
      );
    const now = ctx.now();
    await setAnswerMarks(tx, answer.answer.id, {
      marks: grade.marks,
      remarks: grade.remarks ?? answer.answer.remarks,
      gradedAt: now,
    });
    await recordAudit(tx, actor, {
      action: 'quiz_answer.grade',
      entity: 'quiz_answer',
      entityId: answer.answer.id,
      studentId: (await findProfileById(tx, studentId))?.userId ?? null,
      before: { marks: answer.answer.marks, remarks: answer.answer.remarks },
      after: { marks: grade.marks.toFixed(2), remarks: grade.remarks ?? answer.answer.remarks },
    });
    const answers = await listAnswers(tx, attempt.id);
    const total = attemptMarks(answers.map((a) => marksOf(a.answer.marks)));
    await updateAttempt(tx, attempt.id, {
      marks: total === null ? null : total.toFixed(2),
      gradedAt: total === null ? null : now,
    });
    await recordCountedResult(ctx, tx, own.subscription.id, row);
    if (total !== null)
      await notify(
        ctx,
        studentId,
        NOTIFICATION_MESSAGES.quizGraded(
          programOf(own),
          namesOf(row),
          attempt.id,
          total,
          maxMarksOf(answers),
        ),
        tx,
      );
    return {
      regraded: answer.answer.marks !== null,
      attempt: attempt.number,
      total,
      maxMarks: maxMarksOf(answers),
      waiting: answers.filter((a) => a.answer.marks === null).length,
    };
  });

  if (outcome.total !== null) {
    const account = await findAccountOfStudent(ctx.db, studentId);
    if (account)
      await sendGradedMail(ctx, account, {
        item: namesOf(row),
        program: namesOf(own.course),
        marks: outcome.total,
        maxMarks: outcome.maxMarks,
        remarks: '',
        url: `${ctx.config.publicUrl}${PORTAL_PAGES.quizAttempt(target.id)}`,
      });
  }
  return {
    item: row.name,
    question: questionNumber,
    marks: grade.marks,
    questionMarks: question.marks,
    ...outcome,
  };
}
