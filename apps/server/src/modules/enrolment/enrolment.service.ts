import { randomBytes } from 'node:crypto';
import { type TSubscribeResponse, type TSubscription, coded } from '@portal/contract';
import dayjs from 'dayjs';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import { type Names, namesOf } from '../../lib/names';
import type { Auth } from '../auth/auth';
import type { StudentSession } from '../auth/session';
import { ensureProfile, findProfileById, findUserByEmail } from '../auth/students.service';
import { inviteTo } from '../auth/invitation';
import { findCourse } from '../catalogue/catalogue.service';
import type { Reader } from '../institute/localize';
import { NOTIFICATION_MESSAGES } from '../notifications/notification-messages';
import { notify } from '../notifications/notifications.service';
import { type AuditActor, OPERATOR, recordAudit } from '../staff/audit-log';
import {
  type NewSubscription,
  type SubscriptionRow,
  type SubscriptionWithCourse,
  countCohortSeatsTaken,
  findCohortNames,
  findOwnSubscription,
  findStudentSubscription,
  findSubscriptionWithCourse,
  insertSubscription,
  listAllSubscriptions,
  listOwnSubscriptions,
  lockCohort,
  lockSubscription,
  updateSubscription,
} from './enrolment.repository';
import { accessOf, presentSubscription } from './subscription-access';

export {
  type SubscriptionRow,
  type SubscriptionWithCourse,
  findOwnSubscription,
  findStudentSubscription,
  findSubscriptionWithCourse,
  listOwnSubscriptions,
  lockSubscription,
  updateSubscription,
} from './enrolment.repository';

type Course = NonNullable<Awaited<ReturnType<typeof findCourse>>>;

/**
 * The student the join form names: the signed-in one, or the account of that email; an email without
 * an account gets one, and the verification mail it receives is the invitation to sign in.
 */
async function studentFor(
  ctx: AppContext,
  auth: Auth,
  session: StudentSession | null,
  email: string,
  language: string,
  program: Names,
) {
  if (session) {
    if (session.user.email !== email) throw new Invalid({ student_email: [coded('subscribe.otherEmail')] });
    return { profileId: session.profile.id, invited: false };
  }
  let user = await findUserByEmail(ctx.db, email);
  let invited = false;
  if (!user) {
    const local =
      email
        .split('@')[0]!
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim() || 'Student';
    // a password nobody knows: the student signs in through the mailed link, then sets their own
    const password = `${randomBytes(24).toString('base64url')}9a`;
    // its verification mail is the invitation, naming the program
    await inviteTo(program, () =>
      auth.api.signUpEmail({ body: { email, password, name: local, language, callbackURL: '/dashboard' } }),
    );
    user = await findUserByEmail(ctx.db, email);
    invited = true;
  }
  if (!user) throw new Error('The account could not be made');
  return { profileId: (await ensureProfile(ctx.db, user)).id, invited };
}

function joinStatus(row: SubscriptionRow, now: Date): TSubscribeResponse['status'] {
  if (row.status === 'trial' && accessOf(row, now) === 'full') return 'trial';
  return accessOf(row, now) === 'full' || accessOf(row, now) === 'view_only' ? 'enrolled' : 'unpaid';
}

/** The terms a new subscription starts on: free, a trial, or waiting for payment. */
function startTerms(
  course: Course,
  cohort: { isFree: boolean; priceCents: number } | null,
  now: Date,
): Pick<NewSubscription, 'status' | 'paymentStatus' | 'courseAccess' | 'priceCents' | 'trialEndsAt'> {
  const free = course.isFree || cohort?.isFree === true;
  const price = free ? 0 : (cohort?.priceCents ?? course.priceCents);
  if (free)
    return { status: 'active', paymentStatus: 'free', courseAccess: true, priceCents: 0, trialEndsAt: null };
  if (course.trialDays) {
    return {
      status: 'trial',
      paymentStatus: 'unpaid',
      courseAccess: false,
      priceCents: price,
      trialEndsAt: dayjs(now).add(course.trialDays, 'day').toDate(),
    };
  }
  return {
    status: 'unpaid',
    paymentStatus: 'unpaid',
    courseAccess: false,
    priceCents: price,
    trialEndsAt: null,
  };
}

/** A cohort the student may still join: of this program, not over, with a seat left (checked under a lock). */
async function checkCohort(tx: Executor, course: Course, cohortId: number | null | undefined, now: Date) {
  if (!course.isCohort) return null;
  if (!cohortId) throw new Invalid({ cohort: [coded('subscribe.cohortRequired')] });
  const cohort = await lockCohort(tx, cohortId);
  if (!cohort || cohort.courseId !== course.id)
    throw new Invalid({ cohort: [coded('subscribe.cohortOfAnotherProgram')] });
  if (cohort.endDate < dayjs(now).format('YYYY-MM-DD')) throw new Conflict(coded('subscribe.cohortEnded'));
  if (cohort.seats !== null && (await countCohortSeatsTaken(tx, cohort.id)) >= cohort.seats) {
    throw new Conflict(coded('subscribe.cohortFull'));
  }
  return cohort;
}

export async function subscribe(
  ctx: AppContext,
  auth: Auth,
  session: StudentSession | null,
  body: { course: number; student_email: string; cohort?: number | null | undefined },
  language: string,
): Promise<TSubscribeResponse> {
  const course = await findCourse(ctx.db, { id: body.course });
  if (!course) throw new NotFound('Program not found.');
  const { profileId, invited } = await studentFor(
    ctx,
    auth,
    session,
    body.student_email,
    language,
    namesOf(course),
  );
  return { ...(await subscribeStudent(ctx, ctx.db, profileId, course.id, body.cohort)), invited };
}

/**
 * Subscribes a student to a program (or one of its cohorts) as the catalogue's join does: free, trial
 * or waiting for payment. A second call, simultaneous or later, answers the subscription already made.
 */
export async function subscribeStudent(
  ctx: AppContext,
  db: Executor,
  profileId: number,
  courseId: number,
  cohortId: number | null | undefined,
): Promise<Omit<TSubscribeResponse, 'invited'>> {
  const course = await findCourse(db, { id: courseId });
  if (!course) throw new NotFound('Program not found.');
  const now = ctx.now();
  const existing = await findStudentSubscription(db, profileId, course.id);
  const row =
    existing ??
    (await db.transaction(async (tx) => {
      const cohort = await checkCohort(tx, course, cohortId, now);
      const inserted = await insertSubscription(tx, {
        studentId: profileId,
        courseId: course.id,
        cohortId: cohort?.id ?? null,
        currency: course.currency,
        enrollDatetime: now,
        ...startTerms(course, cohort, now),
      });
      // a simultaneous request won the unique index: its subscription is the one
      if (!inserted) return (await findStudentSubscription(tx, profileId, course.id))!;
      // a program waiting for its payment is told of by the payment, once access opens
      if (inserted.courseAccess || inserted.trialEndsAt !== null)
        await notify(ctx, profileId, NOTIFICATION_MESSAGES.subscribed(programOf(course, inserted)), tx);
      return inserted;
    }));

  return {
    id: row.id,
    subscription_id: row.id,
    status: joinStatus(row, now),
    enroll_datetime: row.enrollDatetime.toISOString(),
    course: course.id,
    course_slug: course.slug,
    cohort: row.cohortId,
  };
}

/** The student's subscriptions as they read them, with their cohorts' names. */
export async function presentOwnSubscriptions(
  ctx: AppContext,
  rows: SubscriptionWithCourse[],
  reader: Reader,
): Promise<TSubscription[]> {
  const cohortIds = rows.map((r) => r.subscription.cohortId).filter((id): id is number => id !== null);
  const names = new Map((await findCohortNames(ctx.db, [...new Set(cohortIds)])).map((c) => [c.id, c]));
  const now = ctx.now();
  return rows.map((row) => {
    const cohortId = row.subscription.cohortId;
    return presentSubscription(row, now, reader, cohortId === null ? null : (names.get(cohortId) ?? null));
  });
}

export async function listMySubscriptions(
  ctx: AppContext,
  student: StudentSession,
  reader: Reader,
): Promise<TSubscription[]> {
  return presentOwnSubscriptions(ctx, await listOwnSubscriptions(ctx.db, student.profile.id), reader);
}

export async function getMySubscription(
  ctx: AppContext,
  student: StudentSession,
  id: number,
  reader: Reader,
): Promise<TSubscription> {
  const row = await findOwnSubscription(ctx.db, student.profile.id, id);
  if (!row) throw new NotFound();
  const [subscription] = await presentOwnSubscriptions(ctx, [row], reader);
  return subscription!;
}

const programOf = (
  course: Parameters<typeof namesOf>[0] & { slug: string },
  subscription: { id: number },
) => ({
  name: namesOf(course),
  slug: course.slug,
  subscriptionId: subscription.id,
});

async function courseBySlug(ctx: AppContext, program: string) {
  return courseOf(ctx, { slug: program });
}

async function courseOf(ctx: AppContext, program: { id: number } | { slug: string }) {
  const course = await findCourse(ctx.db, program);
  if (!course) throw new NotFound('slug' in program ? `No program '${program.slug}'.` : 'Program not found.');
  return course;
}

const userIdOfProfile = async (db: Executor, profileId: number) =>
  (await findProfileById(db, profileId))?.userId ?? null;

/** What the audit log keeps of a subscription's changes. */
const audited = (row: SubscriptionRow) => ({
  status: row.status,
  course_access: row.courseAccess,
  note: row.studentRemark,
  post_graduation_access_until: row.postGraduationAccessEndDate,
});

/**
 * `portal grant-access`, and the console's "enrol": the school opens a program to a student, subscribing
 * them if needed, with a note they read. Two members at once subscribe them once.
 */
export async function grantAccess(
  ctx: AppContext,
  profileId: number,
  program: string | { id: number },
  note: string,
  actor: AuditActor = OPERATOR,
) {
  const course = await courseOf(ctx, typeof program === 'string' ? { slug: program } : program);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await insertSubscription(tx, {
      studentId: profileId,
      courseId: course.id,
      currency: course.currency,
      enrollDatetime: now,
      ...startTerms(course, null, now),
    });
    const found = await findStudentSubscription(tx, profileId, course.id);
    const row = await lockSubscription(tx, found!.id);
    const updated = await updateSubscription(tx, row.id, {
      courseAccess: true,
      status:
        row.status === 'unpaid' || row.status === 'trial' || row.status === 'cancelled'
          ? 'active'
          : row.status,
      ...(note ? { studentRemark: note } : {}),
    });
    if (!row.courseAccess)
      await notify(ctx, profileId, NOTIFICATION_MESSAGES.accessGranted(programOf(course, row)), tx);
    await recordAudit(tx, actor, {
      action: 'enrolment.grant_access',
      entity: 'subscription',
      entityId: row.id,
      studentId: await userIdOfProfile(tx, profileId),
      before: audited(row),
      after: audited(updated),
    });
    return updated;
  });
}

/**
 * `portal graduate`, and the console's: the program is done; the room stays open to look at until the
 * given date, if any. Graduating again changes that date.
 */
export async function graduate(
  ctx: AppContext,
  profileId: number,
  program: string | { id: number },
  postAccessUntil: string | null,
  actor: AuditActor = OPERATOR,
) {
  const course = await courseOf(ctx, typeof program === 'string' ? { slug: program } : program);
  const found = await findStudentSubscription(ctx.db, profileId, course.id);
  if (!found) throw new NotFound(`The student is not subscribed to ${course.slug}.`);
  return ctx.db.transaction(async (tx) => {
    const row = await lockSubscription(tx, found.id);
    if (row.status === 'cancelled') throw new Conflict('A cancelled enrolment cannot graduate.');
    const updated = await updateSubscription(tx, row.id, {
      status: 'graduated',
      graduatedAt: row.graduatedAt ?? ctx.now(),
      canAccessCoursePostGraduation: postAccessUntil !== null,
      postGraduationAccessEndDate: postAccessUntil,
    });
    if (row.status !== 'graduated')
      await notify(ctx, profileId, NOTIFICATION_MESSAGES.graduated(programOf(course, row)), tx);
    await recordAudit(tx, actor, {
      action: 'enrolment.graduate',
      entity: 'subscription',
      entityId: row.id,
      studentId: await userIdOfProfile(tx, profileId),
      before: audited(row),
      after: audited(updated),
    });
    return updated;
  });
}

/**
 * The school opens or closes a student's room, or changes the note they read on the program. Closing
 * tells the student; it leaves their status, payments and grades as they are.
 */
export async function changeEnrolment(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  patch: { courseAccess?: boolean; note?: string },
) {
  return ctx.db.transaction(async (tx) => {
    const found = await findSubscriptionWithCourse(tx, id);
    if (!found) throw new NotFound('Enrolment not found.');
    const row = await lockSubscription(tx, id);
    const opens = patch.courseAccess === true && !row.courseAccess;
    const closes = patch.courseAccess === false && row.courseAccess;
    const updated = await updateSubscription(tx, id, {
      ...(patch.courseAccess === undefined ? {} : { courseAccess: patch.courseAccess }),
      ...(opens && (row.status === 'unpaid' || row.status === 'cancelled')
        ? { status: 'active' as const }
        : {}),
      ...(patch.note === undefined ? {} : { studentRemark: patch.note }),
    });
    const program = programOf(found.course, row);
    if (opens) await notify(ctx, row.studentId, NOTIFICATION_MESSAGES.accessGranted(program), tx);
    if (closes) await notify(ctx, row.studentId, NOTIFICATION_MESSAGES.accessEnded(program), tx);
    await recordAudit(tx, actor, {
      action: 'enrolment.update',
      entity: 'subscription',
      entityId: id,
      studentId: await userIdOfProfile(tx, row.studentId),
      before: audited(row),
      after: audited(updated),
    });
    return updated;
  });
}

/** The profile ids of every student subscribed to the program. */
export async function studentsOfProgram(ctx: AppContext, program: string): Promise<number[]> {
  const course = await courseBySlug(ctx, program);
  return [...new Set((await listAllSubscriptions(ctx.db, course.slug)).map((r) => r.studentId))];
}

export async function listSubscriptionsForSchool(ctx: AppContext, program?: string) {
  return listAllSubscriptions(ctx.db, program);
}
