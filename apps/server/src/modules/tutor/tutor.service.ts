import {
  TUTOR_HISTORY_TURNS,
  type TLanguage,
  type TMessageCode,
  type TTutorConversation,
  type TTutorDoneEvent,
  type TTutorMessage,
  type TTutorQuota,
  type TTutorSource,
  coded,
} from '@portal/contract';
import type { AppContext } from '../../context';
import { schoolDayStart } from '../../lib/dates';
import { AppError, NotFound } from '../../lib/errors';
import { TooManyRequests, hitRateLimit } from '../../lib/rate-limit';
import { relevantSentences } from '../../providers/tutor/relevant-sentences';
import { tokensOf } from '../../providers/tutor/retrieval-answerer';
import type { TutorPassage, TutorTurn } from '../../providers/tutor/tutor-answerer';
import { quizzesInProgress, quizzesSubmitted } from '../quiz/quiz.service';
import type { StudentSession } from '../auth/session';
import { listQuizQuestions, listSectionOutline } from '../catalogue/catalogue.service';
import type { SubscriptionWithCourse } from '../enrolment/enrolment.service';
import { findInstitute, instituteLanguage } from '../institute/institute.service';
import { type Reader, localize } from '../institute/localize';
import { openSubscription } from '../journey/journey.service';
import { type RetrievedPassage, type Retrieval, matchesQuizQuestion, retrieve } from './tutor-retrieval';
import {
  type TutorMessageRow,
  clearConversation,
  countAnsweredSince,
  insertTutorMessage,
  listConversation,
  markAnswered,
} from './tutor.repository';

export { rebuildTutorIndex } from './tutor-index';

type InstituteRow = NonNullable<Awaited<ReturnType<typeof findInstitute>>>;

/** The conversation shows its latest messages; older ones stay stored. */
const CONVERSATION_LIMIT = 200;
/** Messages older than this can no longer count in any day's quota, wherever the institute is. */
const QUOTA_HORIZON_MS = 2 * 24 * 60 * 60 * 1000;

/** Every tutor call answers 404 while the institute has the tutor switched off. */
async function requireTutor(ctx: AppContext): Promise<InstituteRow> {
  const institute = await findInstitute(ctx.db);
  if (!institute?.enablePowerTutor) throw new NotFound(coded('tutor.off'));
  return institute;
}

/** The student's own subscription, opened as the course room opens it. */
const ownSubscription = (ctx: AppContext, student: StudentSession, subscriptionId: number) =>
  openSubscription(ctx, student, subscriptionId, 'read', coded('tutor.notEnrolled'));

/** A stored message; `fallback` (the institute's language) is the language of sources stored without one. */
export function presentMessage(row: TutorMessageRow, fallback: TLanguage): TTutorMessage {
  return {
    id: row.id,
    role: row.role,
    text: row.text,
    text_code: row.textCode && { code: row.textCode },
    // answers stored before citations were numbered cite their sources in order
    sources: row.sources.map((source, i) => ({
      ...source,
      number: i + 1,
      heading: source.heading ?? source.content_name,
      lang: source.lang ?? fallback,
    })),
    created_at: row.createdAt.toISOString(),
  };
}

/** Questions answered today at the institute, in any of the student's programs. */
async function quotaOf(ctx: AppContext, institute: InstituteRow, profileId: number): Promise<TTutorQuota> {
  const since = schoolDayStart(ctx.now(), institute.timeZone);
  const used = await countAnsweredSince(ctx.db, profileId, since);
  const limit = institute.tutorDailyQuota;
  return { daily_limit: limit, used_today: used, remaining: Math.max(0, limit - used) };
}

export async function getTutorConversation(
  ctx: AppContext,
  student: StudentSession,
  subscriptionId: number,
  reader: Reader,
): Promise<TTutorConversation> {
  const institute = await requireTutor(ctx);
  const own = await ownSubscription(ctx, student, subscriptionId);
  const [messages, quota, fallback] = await Promise.all([
    listConversation(ctx.db, own.subscription.id, CONVERSATION_LIMIT),
    quotaOf(ctx, institute, student.profile.id),
    instituteLanguage(ctx.db),
  ]);
  return {
    subscription_id: own.subscription.id,
    course: {
      id: own.course.id,
      ...localize({ name: own.course.name, translations: own.course.translations }, reader),
      slug: own.course.slug,
    },
    messages: messages.map((m) => presentMessage(m, fallback)),
    quota,
  };
}

export async function clearTutorConversation(
  ctx: AppContext,
  student: StudentSession,
  subscriptionId: number,
): Promise<void> {
  await requireTutor(ctx);
  const own = await ownSubscription(ctx, student, subscriptionId);
  const now = ctx.now();
  await clearConversation(ctx.db, own.subscription.id, now, new Date(now.getTime() - QUOTA_HORIZON_MS));
}

/** A question taken and stored, to be answered. */
export type TutorQuestion = {
  institute: InstituteRow;
  own: SubscriptionWithCourse;
  profileId: number;
  question: TutorMessageRow;
};

/**
 * Takes a question within the student's daily quota and rate limit (429 otherwise) and stores it,
 * unanswered until its answer is stored.
 */
export async function takeTutorQuestion(
  ctx: AppContext,
  student: StudentSession,
  subscriptionId: number,
  text: string,
): Promise<TutorQuestion> {
  const institute = await requireTutor(ctx);
  const own = await ownSubscription(ctx, student, subscriptionId);
  const profileId = student.profile.id;
  if ((await quotaOf(ctx, institute, profileId)).remaining === 0)
    throw new AppError(429, coded('tutor.quotaSpent'));
  try {
    await hitRateLimit(
      ctx.db,
      `tutor:${profileId}`,
      { max: institute.tutorPerMinute, windowSeconds: 60 },
      ctx.now(),
    );
  } catch (error) {
    if (error instanceof TooManyRequests) throw new AppError(429, coded('tutor.tooFast'));
    throw error;
  }
  const question = await insertTutorMessage(ctx.db, {
    subscriptionId: own.subscription.id,
    profileId,
    role: 'student',
    text,
    createdAt: ctx.now(),
  });
  return { institute, own, profileId, question };
}

/**
 * The passages as the student's sources and as the answerer reads them, in one order: the answer's
 * [n] is the n-th source. Each is named in its passage's language, its item's and section's names in
 * the index it was found in where they are translated, and says which language that is.
 */
async function citationsOf(
  ctx: AppContext,
  courseId: number,
  passages: RetrievedPassage[],
  fallback: TLanguage,
) {
  const { sectionRows, contentRows } = await listSectionOutline(ctx.db, courseId);
  const sections = new Map(sectionRows.map((s) => [s.id, s]));
  const items = new Map(contentRows.map((c) => [c.id, c]));
  const cited = passages.flatMap((p) => {
    const row = items.get(p.contentId);
    if (!row) return [];
    const reader = { language: p.language === 'fr-CA' ? ('fr-CA' as const) : ('en' as const), fallback };
    const item = localize(row, reader);
    const section = sections.get(item.sectionId);
    return [{ p, item, sectionName: section ? localize(section, reader).name : '' }];
  });
  return {
    sources: cited.map(({ p, item, sectionName }, i): TTutorSource => ({
      number: i + 1,
      content_id: item.id,
      content_name: item.name,
      content_type: item.contentType,
      section_id: item.sectionId,
      section_name: sectionName,
      heading: p.heading,
      excerpt: relevantSentences(p.body, p.matched, 240),
      lang: item.lang,
    })),
    passages: cited.map(({ p, item, sectionName }): TutorPassage => ({
      contentName: item.name,
      contentType: item.contentType,
      sectionName,
      heading: p.heading,
      body: p.body,
      matched: p.matched,
    })),
  };
}

/** The answered turns before the question, the latest last, for a model to follow the conversation. */
async function historyBefore(ctx: AppContext, asked: TutorQuestion): Promise<TutorTurn[]> {
  const messages = await listConversation(ctx.db, asked.own.subscription.id, TUTOR_HISTORY_TURNS * 4);
  return messages
    .filter((m) => m.id < asked.question.id && (m.role === 'tutor' || m.answered))
    .slice(-TUTOR_HISTORY_TURNS * 2)
    .map((m) => ({ role: m.role, text: m.text }));
}

/** The questions of the quizzes the student is taking now, which the tutor does not help with. */
async function quizQuestionsInProgress(ctx: AppContext, quizIds: number[]): Promise<string[]> {
  const lists = await Promise.all(quizIds.map((id) => listQuizQuestions(ctx.db, id)));
  return lists.flat().map((q) => q.text);
}

type Reply = {
  sources: TTutorSource[];
  covered: boolean;
  pieces: AsyncIterable<string> | Iterable<string>;
  /** A refusal's code: the stored answer is said by it. */
  code: TMessageCode | null;
};

/**
 * What the portal itself decides of a question before any model sees it: refused while it restates a
 * question of a quiz under way, not covered, or covered by these passages of what the student may
 * read (never a quiz they have not submitted).
 */
async function findTutorSources(
  ctx: AppContext,
  own: SubscriptionWithCourse,
  question: string,
  fallback: TLanguage,
): Promise<{ refusal: TMessageCode | null; retrieval: Retrieval | null }> {
  const [inProgress, submitted] = await Promise.all([
    quizzesInProgress(ctx, own.subscription.id),
    quizzesSubmitted(ctx, own.subscription.id),
  ]);
  if (await matchesQuizQuestion(ctx.db, question, await quizQuestionsInProgress(ctx, inProgress)))
    return { refusal: 'tutor.openQuiz', retrieval: null };
  const retrieval = await retrieve(ctx.db, {
    scope: { courseId: own.course.id, submittedQuizIds: submitted },
    fallback,
    question,
    excludeContentIds: inProgress,
  });
  return { refusal: retrieval.covered ? null : 'tutor.notCovered', retrieval };
}

async function replyTo(
  ctx: AppContext,
  asked: TutorQuestion,
  fallback: TLanguage,
  signal: AbortSignal,
): Promise<Reply> {
  const question = asked.question.text;
  const found = await findTutorSources(ctx, asked.own, question, fallback);
  if (found.refusal !== null || !found.retrieval) {
    const code = found.refusal ?? 'tutor.notCovered';
    return { sources: [], covered: false, pieces: tokensOf(coded(code).text), code };
  }
  const { sources, passages } = await citationsOf(
    ctx,
    asked.own.course.id,
    found.retrieval.passages,
    fallback,
  );
  const pieces = ctx.tutor.answer({
    question,
    passages,
    history: await historyBefore(ctx, asked),
    language: found.retrieval.language,
    signal,
  });
  return { sources, covered: true, pieces, code: null };
}

export type TutorEvent =
  | { event: 'question'; data: TTutorMessage }
  | { event: 'sources'; data: { sources: TTutorSource[] } }
  | { event: 'token'; data: { text: string } }
  | { event: 'done'; data: TTutorDoneEvent };

/**
 * Answers a taken question, sending each step as it happens: the question, the sources, the answer
 * piece by piece, and the stored answer with the new quota. The answer is stored, and the question
 * counted, only once it is complete; a failure throws, and a stop by `signal` answers false.
 */
export async function answerTutorQuestion(
  ctx: AppContext,
  asked: TutorQuestion,
  send: (event: TutorEvent) => void,
  signal: AbortSignal,
): Promise<boolean> {
  const fallback = await instituteLanguage(ctx.db);
  send({ event: 'question', data: presentMessage(asked.question, fallback) });
  const reply = await replyTo(ctx, asked, fallback, signal);
  send({ event: 'sources', data: { sources: reply.sources } });
  let text = '';
  for await (const piece of reply.pieces) {
    if (signal.aborted) return false;
    text += piece;
    send({ event: 'token', data: { text: piece } });
  }
  if (signal.aborted) return false;
  if (text.trim() === '') throw new Error('the tutor gave an empty answer');
  const answer = await ctx.db.transaction(async (tx) => {
    const row = await insertTutorMessage(tx, {
      subscriptionId: asked.own.subscription.id,
      profileId: asked.profileId,
      role: 'tutor',
      text,
      textCode: reply.code,
      sources: reply.sources,
      covered: reply.covered,
      createdAt: ctx.now(),
    });
    await markAnswered(tx, asked.question.id);
    return row;
  });
  send({
    event: 'done',
    data: {
      message: presentMessage(answer, fallback),
      covered: reply.covered,
      quota: await quotaOf(ctx, asked.institute, asked.profileId),
    },
  });
  return true;
}
