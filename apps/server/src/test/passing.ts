import { expect } from 'vitest';
import { gradeQuizAnswer } from '../modules/quiz/quiz-grading.service';
import { gradeWork } from '../modules/journey/school-records.service';
import type { TSubscriptionCertificate } from '@portal/contract';
import { type Enrolled, completeBefore, contentOf, enrolledStudent, itemsOf } from './journey';
import { answerKey, answersFor, patchQuiz, startQuiz } from './quizzes';
import type { TestApp } from './test-app';
import { OPERATOR } from '../modules/staff/audit-log';

/**
 * Every mandatory item complete, each quiz taken through the API with its mcq answers right (or
 * wrong) and its written answers left for the school: the program as a student leaves it for grading.
 */
export async function completeProgram(t: TestApp, s: Enrolled, right = true): Promise<void> {
  for (const item of await itemsOf(t, s)) {
    if (item.can_skip || item.content_type !== 'quiz') continue;
    await completeBefore(t, s, item.id);
    const attempt = await startQuiz(t, s, item.id);
    const answers = answersFor(await answerKey(t, item.id), right);
    expect((await patchQuiz(t, s, attempt.id, { answers, status: 'submitted' })).statusCode).toBe(200);
  }
}

/**
 * The school grades what waits for it among the mandatory items (or the one named): hand-ins at
 * `share` of their marks, written quiz answers in full.
 */
export async function gradeProgram(t: TestApp, s: Enrolled, share = 1, only?: string): Promise<void> {
  for (const item of await itemsOf(t, s)) {
    if (item.can_skip || (only && item.name !== only)) continue;
    if (item.content_type === 'assignment' || item.content_type === 'homework') {
      const { assignment } = await contentOf(t, s, item.id);
      const marks = assignment.max_marks * share;
      await gradeWork(t.ctx, OPERATOR, s.profileId, s.course.slug, String(item.id), { marks });
    }
    if (item.content_type === 'quiz') {
      for (const [i, q] of (await answerKey(t, item.id)).entries())
        if (q.type === 'subjective')
          await gradeQuizAnswer(t.ctx, OPERATOR, s.profileId, s.course.slug, String(item.id), i + 1, {
            marks: q.marks,
          });
    }
  }
}

/** A program passed: every mandatory item complete and graded in full. */
export async function passProgram(t: TestApp, s: Enrolled): Promise<void> {
  await completeProgram(t, s);
  await gradeProgram(t, s);
}

/** A graduate of a program with its certificate issued: the student and the certificate. */
export async function certifiedGraduate(t: TestApp, email: string, program: string) {
  const s = await enrolledStudent(t, email, program);
  await passProgram(t, s);
  const own = (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/subscriptions/${s.subscription}/certificate/`,
      headers: { cookie: s.cookie },
    })
  ).json() as TSubscriptionCertificate;
  expect(own.certificate, JSON.stringify(own)).not.toBeNull();
  return { s, certificate: own.certificate! };
}
