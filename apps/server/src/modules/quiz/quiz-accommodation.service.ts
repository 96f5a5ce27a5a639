import { QUIZ_ACCOMMODATION_LIMITS, type TQuizAccommodation, staffCoded } from '@portal/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { Invalid, NotFound } from '../../lib/errors';
import { findAccountOfStudent, findProfileById } from '../auth/students.service';
import { catalogueCourse } from '../catalogue/catalogue-cache';
import { findCourse } from '../catalogue/catalogue.service';
import { type AuditActor, recordAudit } from '../staff/audit-log';
import type { TimeAccommodation } from './quiz-clock';
import {
  type AccommodationRow,
  deleteAccommodation,
  listAccommodations,
  listAccommodationsOf,
  lockAccommodation,
  listStudentAccommodations,
  saveAccommodation,
} from './quiz-accommodation.repository';

export const MAX_MULTIPLIER = QUIZ_ACCOMMODATION_LIMITS.maxMultiplier;
export const MAX_EXTRA_MINUTES = QUIZ_ACCOMMODATION_LIMITS.maxExtraMinutes;

export type AccommodationInput =
  { multiplier: string; extraMinutes?: undefined } | { multiplier?: undefined; extraMinutes: string };

/** The student's extra time in a program: the program's own accommodation, else the one for all. */
export async function accommodationOf(
  db: Executor,
  studentId: number,
  courseId: number,
): Promise<TimeAccommodation | null> {
  const rows = await listStudentAccommodations(db, studentId, courseId);
  const row = rows.find((r) => r.courseId === courseId) ?? rows[0];
  if (!row) return null;
  return {
    multiplier: row.multiplier === null ? null : Number(row.multiplier),
    extraMinutes: row.extraMinutes,
  };
}

function parseTime(input: AccommodationInput): TimeAccommodation {
  if (input.multiplier !== undefined) {
    const multiplier = /^\d(\.\d{1,2})?$/.test(input.multiplier) ? Number(input.multiplier) : NaN;
    if (!(multiplier > 1 && multiplier <= MAX_MULTIPLIER))
      throw new Invalid({
        multiplier: [staffCoded('staff.accommodations.multiplier', { max: MAX_MULTIPLIER })],
      });
    return { multiplier, extraMinutes: null };
  }
  const extraMinutes = /^\d{1,4}$/.test(input.extraMinutes) ? Number(input.extraMinutes) : 0;
  if (extraMinutes < 1 || extraMinutes > MAX_EXTRA_MINUTES)
    throw new Invalid({
      'extra-minutes': [staffCoded('staff.accommodations.extraMinutes', { max: MAX_EXTRA_MINUTES })],
    });
  return { multiplier: null, extraMinutes };
}

async function courseOf(ctx: AppContext, program: string | undefined): Promise<number | null> {
  if (program === undefined) return null;
  const course = await findCourse(ctx.db, { slug: program });
  if (!course) throw new NotFound(staffCoded('staff.programs.noSuchProgram', { program }));
  return course.id;
}

const auditFieldsOf = (row: AccommodationRow | null) =>
  row && { multiplier: row.multiplier, extra_minutes: row.extraMinutes, note: row.note };

/** The student's user id, which the audit log names: a student that does not exist is not found. */
async function accountOf(db: Executor, studentId: number): Promise<string> {
  const profile = await findProfileById(db, studentId);
  if (!profile) throw new NotFound(staffCoded('staff.records.studentNotFound'));
  return profile.userId;
}

/**
 * Replaces the student's accommodation in a program (or, with no program, in every program); the audit
 * log says who. It applies to attempts started from then on.
 */
export async function saveStudentAccommodation(
  ctx: AppContext,
  actor: AuditActor,
  studentId: number,
  courseId: number | null,
  time: TimeAccommodation,
  note: string,
): Promise<AccommodationRow> {
  const userId = await accountOf(ctx.db, studentId);
  return ctx.db.transaction(async (tx) => {
    const before = await lockAccommodation(tx, studentId, courseId);
    const saved = await saveAccommodation(tx, {
      studentId,
      courseId,
      multiplier: time.multiplier === null ? null : time.multiplier.toFixed(2),
      extraMinutes: time.extraMinutes,
      note: note.trim(),
      updatedAt: ctx.now(),
    });
    await recordAudit(tx, actor, {
      action: 'quiz_accommodation.set',
      entity: 'quiz_accommodation',
      entityId: saved.id,
      studentId: userId,
      before: auditFieldsOf(before),
      after: auditFieldsOf(saved),
    });
    return saved;
  });
}

/** Removes the student's accommodation in a program (or the one for every program): answers whether there was one. */
export async function removeStudentAccommodation(
  ctx: AppContext,
  actor: AuditActor,
  studentId: number,
  courseId: number | null,
): Promise<boolean> {
  const userId = await accountOf(ctx.db, studentId);
  return ctx.db.transaction(async (tx) => {
    const removed = await deleteAccommodation(tx, studentId, courseId);
    if (!removed) return false;
    await recordAudit(tx, actor, {
      action: 'quiz_accommodation.clear',
      entity: 'quiz_accommodation',
      entityId: removed.id,
      studentId: userId,
      before: auditFieldsOf(removed),
      after: null,
    });
    return true;
  });
}

/** `portal accommodation set`: replaces the student's accommodation for the program (or for all). */
export async function setAccommodation(
  ctx: AppContext,
  actor: AuditActor,
  studentId: number,
  input: AccommodationInput & { program?: string; note?: string },
): Promise<TimeAccommodation> {
  const time = parseTime(input);
  const courseId = await courseOf(ctx, input.program);
  await saveStudentAccommodation(ctx, actor, studentId, courseId, time, input.note ?? '');
  return time;
}

/** `portal accommodation clear`: answers whether there was one. */
export async function clearAccommodation(
  ctx: AppContext,
  actor: AuditActor,
  studentId: number,
  program?: string,
) {
  return removeStudentAccommodation(ctx, actor, studentId, await courseOf(ctx, program));
}

/** `portal accommodation list`: every accommodation, with the student's email and the program. */
export async function listAllAccommodations(ctx: AppContext) {
  const rows = await listAccommodations(ctx.db);
  return Promise.all(
    rows.map(async (row) => ({
      email: (await findAccountOfStudent(ctx.db, row.studentId))?.email ?? '',
      program: row.courseId === null ? null : ((await catalogueCourse(ctx.db, row.courseId))?.slug ?? ''),
      multiplier: row.multiplier === null ? null : Number(row.multiplier),
      extraMinutes: row.extraMinutes,
      note: row.note,
      updatedAt: row.updatedAt,
    })),
  );
}

async function presentAccommodation(ctx: AppContext, row: AccommodationRow): Promise<TQuizAccommodation> {
  const course = row.courseId === null ? null : await catalogueCourse(ctx.db, row.courseId);
  return {
    program: course && { id: course.id, name: course.name },
    multiplier: row.multiplier === null ? null : Number(row.multiplier),
    extra_minutes: row.extraMinutes,
    note: row.note,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A staff call's program: a program's id, or `all` for every program; an unknown program is not found. */
async function scopeOf(ctx: AppContext, program: string): Promise<number | null> {
  if (program === 'all') return null;
  const course = await catalogueCourse(ctx.db, Number(program));
  if (!course) throw new NotFound(staffCoded('staff.accommodations.noSuchProgram'));
  return course.id;
}

/** The console's view of a student's accommodations: the one for every program first. */
export async function listStudentQuizAccommodations(ctx: AppContext, studentId: number) {
  await accountOf(ctx.db, studentId);
  const rows = await listAccommodationsOf(ctx.db, studentId);
  return { results: await Promise.all(rows.map((row) => presentAccommodation(ctx, row))) };
}

export async function putStudentQuizAccommodation(
  ctx: AppContext,
  actor: AuditActor,
  studentId: number,
  program: string,
  body: { multiplier: number | null; extra_minutes: number | null; note: string },
): Promise<TQuizAccommodation> {
  const time = { multiplier: body.multiplier, extraMinutes: body.extra_minutes };
  const courseId = await scopeOf(ctx, program);
  const saved = await saveStudentAccommodation(ctx, actor, studentId, courseId, time, body.note);
  return presentAccommodation(ctx, saved);
}

export async function deleteStudentQuizAccommodation(
  ctx: AppContext,
  actor: AuditActor,
  studentId: number,
  program: string,
): Promise<void> {
  const removed = await removeStudentAccommodation(ctx, actor, studentId, await scopeOf(ctx, program));
  if (!removed) throw new NotFound(staffCoded('staff.accommodations.noExtraTime'));
}
