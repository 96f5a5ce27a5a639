import { TUTOR_MESSAGES } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMap, isScalar, parseDocument, visit } from 'yaml';
import { completeBefore, enrolledStudent, itemByName } from '../../test/journey';
import { answerKey, answersFor, patchQuiz, startQuiz } from '../../test/quizzes';
import { type TestApp, createTestApp } from '../../test/test-app';
import { ask, askCall, demoContentWith, tutorSettings } from '../../test/tutor';
import { listQuizQuestions } from '../catalogue/catalogue.repository';
import { importContent } from '../content-folder/import.service';
import { retrieve } from './tutor-retrieval';

const FOOD = 'food-handler-certification';
const BASICS_QUIZ = 'Quiz: hazards, germs and the law';
const PRACTICE_EXAM = 'Certification practice exam';
// every correct option of the program's quizzes carries this word, which nothing else in it has
const MARKER = 'zqxcorrect';

/** Every correct option's English text ends with the marker, whether or not it has a French one. */
function markCorrectOptions(text: string): string {
  const doc = parseDocument(text);
  const mark = (node: unknown) => {
    if (isScalar(node)) node.value = `${String(node.value)} ${MARKER}`;
  };
  visit(doc, {
    Map(_, option) {
      if (option.get('correct') !== true) return;
      const words = option.get('text', true);
      mark(isMap(words) ? words.get('en', true) : words);
    },
  });
  return doc.toString();
}

let clock = new Date('2026-03-09T15:00:00Z');
let t: TestApp;
let content: ReturnType<typeof demoContentWith>;
beforeAll(async () => {
  content = demoContentWith([
    ...tutorSettings({ daily_quota: 1000, per_minute: 600 }),
    { file: `programs/${FOOD}/program.yaml`, rewrite: markCorrectOptions },
  ]);
  t = await createTestApp({ now: () => clock });
  await importContent(t.ctx.db, t.ctx.storage, content.root);
}, 60_000);
afterAll(async () => {
  await t.close();
  content.remove();
});

/** The whole stream of an answer, every event's text. */
async function streamOf(s: Parameters<typeof askCall>[1], question: string) {
  const res = await askCall(t, s, question);
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe('quiz answers', () => {
  it('are never in what the tutor says: its quiz passages hold the question and explanation only', async () => {
    const s = await enrolledStudent(t, 'curious@example.ca', FOOD);
    const quizzes = [await itemByName(t, s, BASICS_QUIZ), await itemByName(t, s, PRACTICE_EXAM)];
    const key = (await Promise.all(quizzes.map((q) => listQuizQuestions(t.ctx.db, q.id)))).flat();
    const correct = key.flatMap((q) => q.options.filter((o) => o.correct).map((o) => o.text));
    expect(correct.length).toBeGreaterThan(10);
    expect(correct.every((text) => text.includes(MARKER))).toBe(true);

    // submitted, the basics quiz's explanations may be cited; the practice exam is still ahead
    const basics = quizzes[0]!;
    await completeBefore(t, s, basics.id);
    const attempt = await startQuiz(t, s, basics.id);
    const submitted = await patchQuiz(t, s, attempt.id, {
      answers: answersFor(await answerKey(t, basics.id), false),
      status: 'submitted',
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    let citedQuizzes = 0;
    for (const question of key) {
      const answer = await ask(t, s, question.text);
      expect(JSON.stringify(answer.events)).not.toContain(MARKER);
      expect(answer.sources.map((source) => source.content_id)).not.toContain(quizzes[1]!.id);
      if (answer.sources.some((source) => source.content_id === basics.id)) citedQuizzes++;
    }
    // the explanations were there to cite, without their options
    expect(citedQuizzes).toBeGreaterThan(0);
  });
});

describe('quizzes the student has not submitted', () => {
  it('are out of what retrieval can return: no question, explanation or model answer of theirs (0 leaks)', async () => {
    const s = await enrolledStudent(t, 'not-yet@example.ca', FOOD);
    const quizzes = [await itemByName(t, s, BASICS_QUIZ), await itemByName(t, s, PRACTICE_EXAM)];
    const key = (await Promise.all(quizzes.map((q) => listQuizQuestions(t.ctx.db, q.id)))).flat();
    const scope = { courseId: s.course.id, submittedQuizIds: [] };
    let leaks = 0;
    let covered = 0;
    // each question and each explanation as the question, the closest a search can come to them
    for (const text of key.flatMap((q) => [q.text, q.explanation]).filter(Boolean)) {
      const found = await retrieve(t.ctx.db, {
        scope,
        fallback: 'en',
        question: text,
        excludeContentIds: [],
      });
      if (found.covered) covered++;
      leaks += found.passages.filter((p) => p.quizQuestionId !== null).length;
    }
    expect(covered).toBeGreaterThan(key.length / 2);
    expect(leaks).toBe(0);
    // and through the API, nothing of a quiz is cited or said
    for (const question of key) {
      const answer = await ask(t, s, question.text);
      expect(answer.sources.filter((source) => source.content_type === 'quiz')).toEqual([]);
      const said = JSON.stringify(answer.events.filter((e) => e.event !== 'question'));
      expect(said).not.toContain(MARKER);
      if (question.explanation.length > 40) expect(said).not.toContain(question.explanation);
    }
  });
});

describe('while a quiz is in progress', () => {
  it('leaves its passages out, and refuses its questions until the attempt is submitted', async () => {
    const s = await enrolledStudent(t, 'quiz-taker@example.ca', FOOD);
    const quiz = await itemByName(t, s, BASICS_QUIZ);
    await completeBefore(t, s, quiz.id);
    const attempt = await startQuiz(t, s, quiz.id);

    for (const question of [
      // word for word, reworded, and the heart of it
      'What is the temperature danger zone in which bacteria grow fastest?',
      'In which temperature danger zone do bacteria grow the fastest?',
      'What is the temperature danger zone?',
      'Which germ grows at refrigerator temperatures and is associated with deli meats and soft cheeses?',
    ]) {
      const refused = await ask(t, s, question);
      expect(refused.sources).toEqual([]);
      expect(refused.text).toBe(TUTOR_MESSAGES.openQuiz);
      expect(refused.done).toMatchObject({
        covered: false,
        message: { text: TUTOR_MESSAGES.openQuiz, text_code: { code: 'tutor.openQuiz' } },
      });
    }

    // the program's other passages still answer, without the quiz's
    for (const question of [
      'How long should I wash my hands?',
      'Who is at higher risk from foodborne illness?',
      'What temperature must whole chicken be cooked to?',
    ]) {
      const body = await streamOf(s, question);
      expect(body).not.toContain(MARKER);
      const answer = await ask(t, s, question);
      expect(answer.done?.covered, question).toBe(true);
      expect(answer.sources.map((source) => source.content_id)).not.toContain(quiz.id);
    }

    const submitted = await patchQuiz(t, s, attempt.id, {
      answers: answersFor(await answerKey(t, quiz.id), false),
      status: 'submitted',
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const after = await ask(t, s, 'What is the temperature danger zone in which bacteria grow fastest?');
    expect(after.done?.covered).toBe(true);
    expect(after.sources.map((source) => source.content_id)).toContain(quiz.id);
    expect(JSON.stringify(after.events)).not.toContain(MARKER);
  });

  it('stops counting once the attempt’s time is up', async () => {
    const s = await enrolledStudent(t, 'slow-taker@example.ca', FOOD);
    const quiz = await itemByName(t, s, BASICS_QUIZ);
    await completeBefore(t, s, quiz.id);
    await startQuiz(t, s, quiz.id);
    const question = 'What is the temperature danger zone in which bacteria grow fastest?';
    expect((await ask(t, s, question)).text).toBe(TUTOR_MESSAGES.openQuiz);
    // the quiz allows 10 minutes
    clock = new Date(clock.getTime() + 11 * 60_000);
    expect((await ask(t, s, question)).done?.covered).toBe(true);
  });
});
