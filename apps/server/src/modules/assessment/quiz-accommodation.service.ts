import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { Invalid, NotFound } from '../../lib/errors';
import { findAccountOfStudent } from '../auth/students.service';
import { catalogueCourse } from '../catalogue/catalogue-cache';
import { findCourse } from '../catalogue/catalogue.service';
import type { TimeAccommodation } from './quiz-clock';
import {
  deleteAccommodation,
  listAccommodations,
  listStudentAccommodations,
  saveAccommodation,
} from './quiz-accommodation.repository';

export const MAX_MULTIPLIER = 4;
export const MAX_EXTRA_MINUTES = 600;

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
      throw new Invalid({ multiplier: [`a multiplier above 1 and up to ${MAX_MULTIPLIER}, such as 1.5`] });
    return { multiplier, extraMinutes: null };
  }
  const extraMinutes = /^\d{1,4}$/.test(input.extraMinutes) ? Number(input.extraMinutes) : 0;
  if (extraMinutes < 1 || extraMinutes > MAX_EXTRA_MINUTES)
    throw new Invalid({ 'extra-minutes': [`a whole number of minutes from 1 to ${MAX_EXTRA_MINUTES}`] });
  return { multiplier: null, extraMinutes };
}

async function courseOf(ctx: AppContext, program: string | undefined): Promise<number | null> {
  if (program === undefined) return null;
  const course = await findCourse(ctx.db, { slug: program });
  if (!course) throw new NotFound(`No program '${program}'.`);
  return course.id;
}

/** `portal accommodation set`: replaces the student's accommodation for the program (or for all). */
export async function setAccommodation(
  ctx: AppContext,
  studentId: number,
  input: AccommodationInput & { program?: string; note?: string },
): Promise<TimeAccommodation> {
  const time = parseTime(input);
  const courseId = await courseOf(ctx, input.program);
  await saveAccommodation(ctx.db, {
    studentId,
    courseId,
    multiplier: time.multiplier === null ? null : time.multiplier.toFixed(2),
    extraMinutes: time.extraMinutes,
    note: input.note?.trim() ?? '',
    updatedAt: ctx.now(),
  });
  return time;
}

/** `portal accommodation clear`: answers whether there was one. */
export async function clearAccommodation(ctx: AppContext, studentId: number, program?: string) {
  return deleteAccommodation(ctx.db, studentId, await courseOf(ctx, program));
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
