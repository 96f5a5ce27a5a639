import {
  coded,
  type TContent,
  type TCourseSectionsQuery,
  type TJourneySection,
  type TListCourseSectionsResponse,
  type TSaveCurrentContentRequest,
  type TSubscription,
} from '@portal/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { Forbidden, Invalid, type Message, NotFound } from '../../lib/errors';
import { renderPdf, writeMarkdown } from '../../lib/pdf/pdf-document';
import { pdfLanguage } from '../../lib/pdf/pdf-locale';
import type { StudentSession } from '../auth/session';
import {
  catalogueContent,
  catalogueCourse,
  courseStructure,
  quizQuestionCount,
} from '../catalogue/catalogue-cache';
import type { ContentRow } from '../catalogue/catalogue.service';
import {
  type SubscriptionWithCourse,
  findOwnSubscription,
  findStudentSubscription,
  findSubscriptionWithCourse,
  presentOwnSubscriptions,
} from '../enrolment/enrolment.service';
import { accessOf } from '../enrolment/subscription-access';
import { findInstitute } from '../institute/institute.service';
import {
  type StudentRecords,
  findOwnRecords,
  recordCompleted,
  recordView,
  savePosition,
  upsertQuizResult,
} from './journey.repository';
import { type Journey, changeJourney, loadJourney } from './journey-state';
import { presentContent, presentSections } from './present-journey';
import type { Reader } from '../institute/localize';
import { answerFrom } from './room-answers';
import { completesOnView } from './progress-rules';
import { publishContentCompleted } from './content-completed';

/**
 * The room opens with course access; a view-only graduate reads but changes nothing. Pending and
 * closed access send the student back to the dashboard.
 */
function checkAccess(own: SubscriptionWithCourse, now: Date, need: 'read' | 'write'): 'full' | 'view_only' {
  const access = accessOf(own.subscription, now);
  if (access === 'pending') throw new Forbidden(coded('journey.accessPending'), { redirect_dashboard: true });
  if (access === 'closed') throw new Forbidden(coded('journey.accessClosed'), { redirect_dashboard: true });
  if (need === 'write' && access === 'view_only') throw new Forbidden(coded('journey.viewOnly'));
  return access;
}

/**
 * The student's own subscription to a program (the one named, or theirs to it) with their records
 * on it. Another's answers 404. A read may take them from memory; a change reads the database.
 */
async function ownSubscription(
  ctx: AppContext,
  student: StudentSession,
  courseId: number,
  subscriptionId: number | undefined,
  need: 'read' | 'write' = 'read',
): Promise<{ own: SubscriptionWithCourse; records: StudentRecords }> {
  const id = subscriptionId ?? (await findStudentSubscription(ctx.db, student.profile.id, courseId))?.id;
  const records = need === 'read' ? ctx.roomRecords.find : findOwnRecords;
  const found = id === undefined ? null : await records(ctx.db, student.profile.id, id);
  if (!found) throw new NotFound();
  if (found.subscription.courseId !== courseId) throw new NotFound(coded('journey.notInProgram'));
  const course = await catalogueCourse(ctx.db, courseId);
  if (!course) throw new NotFound();
  return { own: { subscription: found.subscription, course }, records: found.records };
}

/**
 * The student's own subscription by its id, opened as the course room opens it (pending and closed
 * access answer as the room does); another student's answers 404.
 */
export async function openSubscription(
  ctx: AppContext,
  student: StudentSession,
  subscriptionId: number,
  need: 'read' | 'write',
  notFound?: Message,
): Promise<SubscriptionWithCourse> {
  const own = await findOwnSubscription(ctx.db, student.profile.id, subscriptionId);
  if (!own) throw new NotFound(notFound);
  checkAccess(own, ctx.now(), need);
  return own;
}

/**
 * Who may watch a course room's own video: anyone when one of its programs is free, whose catalogue
 * page is open to all; else only a student whose room of one of them opens, refused as that room
 * refuses (404 without a subscription, 403 while access is pending or after it closed).
 */
export async function roomMediaAudience(
  ctx: AppContext,
  student: () => Promise<StudentSession>,
  courseIds: number[],
): Promise<'public' | 'private'> {
  const courses = await Promise.all(courseIds.map((id) => catalogueCourse(ctx.db, id)));
  if (courses.some((course) => course?.isFree)) return 'public';
  const { profile } = await student();
  let refusal: unknown = new NotFound();
  for (const courseId of courseIds) {
    const subscription = await findStudentSubscription(ctx.db, profile.id, courseId);
    const own = subscription && (await findOwnSubscription(ctx.db, profile.id, subscription.id));
    if (!own) continue;
    try {
      checkAccess(own, ctx.now(), 'read');
      return 'private';
    } catch (error) {
      refusal = error;
    }
  }
  throw refusal;
}

type OpenedContent = { row: ContentRow; own: SubscriptionWithCourse; journey: Journey };

/** Refuses an item still locked in the journey, with the reason. */
function checkUnlocked(journey: Journey, row: ContentRow): void {
  const { isUnlocked, lock } = journey.entries.find((e) => e.content.id === row.id)!.state;
  if (!isUnlocked.is_unlocked) throw new Forbidden(lock!);
}

/** An item the student may open now: of their program, with access, and unlocked (else 403 with why). */
export async function openContent(
  ctx: AppContext,
  student: StudentSession,
  contentId: number,
  subscriptionId: number | undefined,
  need: 'read' | 'write',
): Promise<OpenedContent> {
  const row = await catalogueContent(ctx.db, contentId);
  if (!row) throw new NotFound();
  const { own, records } = await ownSubscription(ctx, student, row.courseId, subscriptionId, need);
  checkAccess(own, ctx.now(), need);
  const journey = await loadJourney(ctx.db, own, records);
  checkUnlocked(journey, row);
  return { row, own, journey };
}

/** The item as the room shows it; only a subscription with full access may still hand work in. */
export async function presentOpened(
  ctx: AppContext,
  journey: Journey,
  row: ContentRow,
  reader: Reader,
): Promise<TContent> {
  const position = journey.entries.findIndex((e) => e.content.id === row.id);
  return presentContent(journey, position, reader, {
    row,
    quizQuestions: row.contentType === 'quiz' ? await quizQuestionCount(ctx.db, row.id) : 0,
    writable: accessOf(journey.own.subscription, ctx.now()) === 'full',
  });
}

/**
 * The room's reads: the student's subscription with its records (kept in memory), access checked at
 * this moment, and the program's structure; `answer` works out what to send, once for as long as the
 * records, the structure and the access stay as they are.
 */
async function roomRead<T extends object>(
  ctx: AppContext,
  student: StudentSession,
  where: { courseId: number; subscriptionId: number | undefined; key: string; reader: Reader },
  answer: (journey: () => Promise<Journey>, own: SubscriptionWithCourse) => Promise<T>,
): Promise<T> {
  const { own, records } = await ownSubscription(ctx, student, where.courseId, where.subscriptionId);
  const access = checkAccess(own, ctx.now(), 'read');
  const structure = await courseStructure(ctx.db, own.course.id);
  return answerFrom(records, structure, `${where.key} ${access} ${where.reader.language}`, () =>
    answer(() => loadJourney(ctx.db, own, records), own),
  );
}

export async function listSections(
  ctx: AppContext,
  student: StudentSession,
  query: TCourseSectionsQuery,
  reader: Reader,
): Promise<TListCourseSectionsResponse> {
  const where = { courseId: query.course, subscriptionId: query.subscription, key: 'sections', reader };
  return roomRead(ctx, student, where, async (journeyOf, own) => {
    const journey = await journeyOf();
    const results = presentSections(journey, reader);
    return {
      count: results.length,
      next: null,
      previous: null,
      results,
      subscription: own.subscription.id,
      mandatory_content_progress: journey.mandatoryProgress,
    };
  });
}

export async function getSection(
  ctx: AppContext,
  student: StudentSession,
  sectionId: number,
  query: TCourseSectionsQuery,
  reader: Reader,
): Promise<TJourneySection> {
  const where = {
    courseId: query.course,
    subscriptionId: query.subscription,
    key: `section ${sectionId}`,
    reader,
  };
  return roomRead(ctx, student, where, async (journeyOf) => {
    const section = presentSections(await journeyOf(), reader).find((s) => s.id === sectionId);
    if (!section) throw new NotFound();
    return section;
  });
}

export async function getContent(
  ctx: AppContext,
  student: StudentSession,
  contentId: number,
  subscriptionId: number | undefined,
  reader: Reader,
): Promise<TContent> {
  const row = await catalogueContent(ctx.db, contentId);
  if (!row) throw new NotFound();
  const where = { courseId: row.courseId, subscriptionId, key: `content ${row.id}`, reader };
  return roomRead(ctx, student, where, async (journeyOf) => {
    const journey = await journeyOf();
    checkUnlocked(journey, row);
    return presentOpened(ctx, journey, row, reader);
  });
}

/**
 * The view-content call: keeps the first view, completes a lesson, document or video, and makes the
 * item the subscription's current content.
 */
export async function viewContent(
  ctx: AppContext,
  student: StudentSession,
  contentId: number,
  subscriptionId: number | undefined,
  reader: Reader,
): Promise<TContent> {
  const { row, own } = await openContent(ctx, student, contentId, subscriptionId, 'write');
  const { journey } = await changeJourney(
    ctx.db,
    own,
    async (tx) => {
      await recordView(tx, own.subscription.id, row.id, ctx.now());
      if (completesOnView(row.contentType)) await publishContentCompleted(ctx, tx, own, row);
    },
    { currentContentId: row.id },
  );
  return presentOpened(ctx, journey, row, reader);
}

/** Where the student left the room: the item (and a video's position) the next visit opens. */
export async function saveCurrentContent(
  ctx: AppContext,
  student: StudentSession,
  subscriptionId: number,
  body: TSaveCurrentContentRequest,
  reader: Reader,
): Promise<TSubscription> {
  const own = await findOwnSubscription(ctx.db, student.profile.id, subscriptionId);
  if (!own) throw new NotFound();
  checkAccess(own, ctx.now(), 'write');
  const row = await catalogueContent(ctx.db, body.content);
  if (!row || row.courseId !== own.course.id) throw new Invalid({ content: [coded('journey.notInProgram')] });
  const entry = (await loadJourney(ctx.db, own)).entries.find((e) => e.content.id === row.id)!;
  if (!entry.state.isUnlocked.is_unlocked) throw new Forbidden(entry.state.lock!);
  const position = body.position_seconds;
  const { journey } = await changeJourney(
    ctx.db,
    own,
    async (tx) => {
      if (position !== undefined && position !== null)
        await savePosition(tx, own.subscription.id, row.id, position, ctx.now());
    },
    { currentContentId: row.id },
  );
  const [subscription] = await presentOwnSubscriptions(ctx, [journey.own], reader);
  return subscription!;
}

/** A document item as a PDF, from its Markdown. */
export async function contentPdf(
  ctx: AppContext,
  student: StudentSession,
  contentId: number,
  subscriptionId?: number,
): Promise<{ name: string; pdf: Buffer }> {
  const { row } = await openContent(ctx, student, contentId, subscriptionId, 'read');
  if (row.contentType !== 'document') throw new NotFound();
  const institute = await findInstitute(ctx.db);
  const meta = {
    title: row.name,
    author: institute?.name ?? '',
    language: pdfLanguage(student.user.language),
  };
  const pdf = await renderPdf(meta, (doc, root) => writeMarkdown(doc, root, row.body));
  return { name: `${row.key}.pdf`, pdf };
}

/**
 * Marks an item complete for a subscription, whatever its type: what the quiz feature calls once a
 * quiz counts as done. Repeating it keeps the first time.
 */
export async function markCompleted(
  db: Executor,
  subscriptionId: number,
  contentId: number,
  at: Date = new Date(),
): Promise<void> {
  const own = await findSubscriptionWithCourse(db, subscriptionId);
  const row = await catalogueContent(db, contentId);
  if (!own || !row || row.courseId !== own.course.id) throw new NotFound(coded('journey.notInProgram'));
  await changeJourney(db, own, (tx) => recordCompleted(tx, subscriptionId, contentId, at));
}

/**
 * What the quiz feature records once an attempt is submitted or graded: the quiz is complete (from
 * its first submission: marks never hold a student back) and its counted marks, null while they
 * wait for the school, feed the room and the GPA.
 */
export async function recordQuizResult(
  db: Executor,
  subscriptionId: number,
  contentId: number,
  result: { marks: number | null; submittedAt: Date; gradedAt: Date | null; completedAt: Date },
): Promise<void> {
  const own = await findSubscriptionWithCourse(db, subscriptionId);
  const row = await catalogueContent(db, contentId);
  if (!own || !row || row.courseId !== own.course.id || row.contentType !== 'quiz')
    throw new NotFound(coded('journey.notInProgram'));
  await changeJourney(db, own, async (tx) => {
    await recordCompleted(tx, subscriptionId, contentId, result.completedAt);
    await upsertQuizResult(tx, {
      subscriptionId,
      contentId,
      marks: result.marks,
      submittedAt: result.submittedAt,
      gradedAt: result.gradedAt,
    });
  });
}
