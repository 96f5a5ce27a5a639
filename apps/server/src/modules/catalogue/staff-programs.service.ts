import {
  type TLanguage,
  type TListStaffProgramsQuery,
  type TSaveStaffCohort,
  type TStaffProgram,
  type TUpdateStaffProgram,
  staffCoded,
} from '@portal/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import { type Upload, IMAGE_RULE, readCheckedUpload } from '../files/checked-upload';
import { instituteLanguage } from '../institute/institute.service';
import { mediaUrl, storeMediaAsset } from '../media/media.service';
import { keyOf } from './keys';
import { actorOf, flatFields, recordAudit } from '../staff/audit-log';
import { type StaffSession, reachOf } from '../staff/staff-session';
import { forgetCatalogue } from './catalogue-cache';
import {
  type CourseRow,
  cohortKeys,
  cohortsOf,
  findProgram,
  insertCohort,
  lockProgram,
  lockProgramCohort,
  pageOfPrograms,
  plansOf,
  seatsTaken,
  updateCohort,
  updateProgram,
} from './staff-programs.repository';
import { checkOtherNames, otherNames } from './name-translations';

type Parts = {
  cohorts: Awaited<ReturnType<typeof cohortsOf>>;
  plans: Awaited<ReturnType<typeof plansOf>>;
};

function present(course: CourseRow, students: number, parts: Parts, language: TLanguage): TStaffProgram {
  const translations = Object.fromEntries(
    Object.entries(course.translations)
      .filter(([other]) => other !== language)
      .map(([other, texts]) => [
        other,
        {
          name: texts?.name ?? '',
          short_description: texts?.shortDescription ?? '',
          description: texts?.description ?? '',
        },
      ]),
  );
  return {
    id: course.id,
    slug: course.slug,
    name: course.name,
    short_description: course.shortDescription,
    description: course.description,
    category: course.category,
    level: course.level,
    price: course.priceCents,
    currency: course.currency,
    is_free: course.isFree,
    trial_days: course.trialDays,
    is_cohort: course.isCohort,
    enable_paid_at_school: course.enablePaidAtSchool,
    has_gpa: course.hasGpa,
    image: mediaUrl(course.imageKey),
    translations,
    default_language: language,
    cohorts: parts.cohorts
      .filter(({ cohort }) => cohort.courseId === course.id)
      .map(({ cohort, taken }) => ({
        id: cohort.id,
        name: cohort.name,
        translations: otherNames(cohort.translations, language),
        start_date: cohort.startDate,
        end_date: cohort.endDate,
        is_free: cohort.isFree,
        price: cohort.priceCents,
        seats: cohort.seats,
        taken,
      })),
    payment_plans: parts.plans
      .filter(({ plan }) => plan.courseId === course.id)
      .map(({ plan, chosen }) => ({
        id: plan.id,
        name: plan.name,
        translations: otherNames(plan.translations, language),
        registration_fee: plan.registrationFeeCents,
        installments: plan.installments,
        chosen,
      })),
    students,
    updated_at: course.updatedAt.toISOString(),
  };
}

export async function listStaffPrograms(
  ctx: AppContext,
  staff: StaffSession,
  query: TListStaffProgramsQuery,
) {
  const { count, rows } = await pageOfPrograms(ctx.db, query, reachOf(staff));
  const ids = rows.map((r) => r.course.id);
  const [cohorts, plans, language] = await Promise.all([
    cohortsOf(ctx.db, ids),
    plansOf(ctx.db, ids),
    instituteLanguage(ctx.db),
  ]);
  return { count, results: rows.map((r) => present(r.course, r.students, { cohorts, plans }, language)) };
}

/** Outside an instructor's programs a program is not found, as if it did not exist. */
export function checkReach(staff: StaffSession, id: number) {
  const within = reachOf(staff);
  if (within && !within.includes(id)) throw new NotFound(staffCoded('staff.programs.notFound'));
}

/** The program as `db` sees it, a transaction's included. */
async function loadProgram(db: Executor, id: number): Promise<TStaffProgram> {
  const row = await findProgram(db, id);
  if (!row) throw new NotFound(staffCoded('staff.programs.notFound'));
  const [cohorts, plans, language] = await Promise.all([
    cohortsOf(db, [id]),
    plansOf(db, [id]),
    instituteLanguage(db),
  ]);
  return present(row.course, row.students, { cohorts, plans }, language);
}

export async function getStaffProgram(
  ctx: AppContext,
  staff: StaffSession,
  id: number,
): Promise<TStaffProgram> {
  checkReach(staff, id);
  return loadProgram(ctx.db, id);
}

/** The row's columns as the change sets them; only the settings it names. */
function changedColumns(course: CourseRow, change: TUpdateStaffProgram, language: TLanguage) {
  const { translations = {}, ...settings } = change;
  const columns: Partial<CourseRow> = {
    ...(settings.name !== undefined && { name: settings.name }),
    ...(settings.short_description !== undefined && { shortDescription: settings.short_description }),
    ...(settings.description !== undefined && { description: settings.description }),
    ...(settings.category !== undefined && { category: settings.category }),
    ...(settings.level !== undefined && { level: settings.level }),
    ...(settings.price !== undefined && { priceCents: settings.price }),
    ...(settings.is_free !== undefined && { isFree: settings.is_free }),
    ...(settings.trial_days !== undefined && { trialDays: settings.trial_days }),
    ...(settings.enable_paid_at_school !== undefined && {
      enablePaidAtSchool: settings.enable_paid_at_school,
    }),
    ...(settings.has_gpa !== undefined && { hasGpa: settings.has_gpa }),
  };
  if (Object.keys(translations).length > 0) {
    const merged = { ...course.translations };
    for (const [other, texts] of Object.entries(translations)) {
      if (other === language) {
        throw new Invalid({ translations: [staffCoded('staff.programs.defaultLanguage')] });
      }
      merged[other] = {
        ...merged[other],
        ...(texts?.name !== undefined && { name: texts.name }),
        ...(texts?.short_description !== undefined && { shortDescription: texts.short_description }),
        ...(texts?.description !== undefined && { description: texts.description }),
      };
    }
    columns.translations = merged;
  }
  return columns;
}

/** The settings a change is audited by, one level deep; cohorts and plans have their own rows. */
const auditedOf = ({
  cohorts: _c,
  payment_plans: _p,
  students: _s,
  updated_at: _u,
  ...settings
}: TStaffProgram) => flatFields(settings);

/** Changes a program's texts, price and options, with its audit row; the catalogue shows them at once. */
export async function updateStaffProgram(
  ctx: AppContext,
  staff: StaffSession,
  id: number,
  change: TUpdateStaffProgram,
): Promise<TStaffProgram> {
  checkReach(staff, id);
  const language = await instituteLanguage(ctx.db);
  await ctx.db.transaction(async (tx) => {
    // locked: two members saving at once each keep the other's settings
    const course = await lockProgram(tx, id);
    if (!course) throw new NotFound(staffCoded('staff.programs.notFound'));
    const before = await loadProgram(tx, id);
    await updateProgram(tx, id, changedColumns(course, change, language));
    await recordAudit(tx, actorOf(staff), {
      action: 'program.update',
      entity: 'program',
      entityId: id,
      before: auditedOf(before),
      after: auditedOf(await loadProgram(tx, id)),
    });
  });
  forgetCatalogue(ctx.db);
  return getStaffProgram(ctx, staff, id);
}

/** Replaces the program's picture: checked as it arrives, stored under its content's name, audited. */
export async function uploadStaffProgramImage(
  ctx: AppContext,
  staff: StaffSession,
  id: number,
  upload: Upload,
): Promise<TStaffProgram> {
  checkReach(staff, id);
  const body = await readCheckedUpload(upload, IMAGE_RULE);
  const key = await storeMediaAsset(ctx.db, ctx.storage, upload.filename, body);
  await ctx.db.transaction(async (tx) => {
    const course = await lockProgram(tx, id);
    if (!course) throw new NotFound(staffCoded('staff.programs.notFound'));
    await updateProgram(tx, id, { imageKey: key });
    await recordAudit(tx, actorOf(staff), {
      action: 'program.image',
      entity: 'program',
      entityId: id,
      before: { image: course.imageKey },
      after: { image: key },
    });
  });
  forgetCatalogue(ctx.db);
  return getStaffProgram(ctx, staff, id);
}

/** Adds a cohort to a cohort program, named by a key its name gives, kept apart from the others'. */
export async function addStaffCohort(
  ctx: AppContext,
  staff: StaffSession,
  id: number,
  cohort: TSaveStaffCohort,
): Promise<TStaffProgram> {
  const translations = cohort.translations ?? {};
  checkReach(staff, id);
  await ctx.db.transaction(async (tx) => {
    const course = await lockProgram(tx, id);
    if (!course) throw new NotFound(staffCoded('staff.programs.notFound'));
    if (!course.isCohort) throw new Conflict(staffCoded('staff.programs.noCohorts'));
    await checkOtherNames(tx, translations);
    const taken = await cohortKeys(tx, id);
    const base = keyOf({ name: cohort.name }) || 'cohort';
    let key = base;
    for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
    await insertCohort(tx, {
      courseId: id,
      key,
      name: cohort.name,
      translations,
      startDate: cohort.start_date,
      endDate: cohort.end_date,
      isFree: cohort.is_free,
      priceCents: cohort.price,
      seats: cohort.seats,
    });
    await recordAudit(tx, actorOf(staff), {
      action: 'cohort.create',
      entity: 'program',
      entityId: id,
      after: { cohort: key, ...cohort },
    });
  });
  forgetCatalogue(ctx.db);
  return getStaffProgram(ctx, staff, id);
}

/** Changes a cohort; its seats never fall below those taken, counted under the lock subscribing takes. */
export async function updateStaffCohort(
  ctx: AppContext,
  staff: StaffSession,
  id: number,
  cohortId: number,
  cohort: TSaveStaffCohort,
): Promise<TStaffProgram> {
  const translations = cohort.translations ?? {};
  checkReach(staff, id);
  await ctx.db.transaction(async (tx) => {
    const row = await lockProgramCohort(tx, id, cohortId);
    if (!row) throw new NotFound(staffCoded('staff.programs.cohortNotFound'));
    await checkOtherNames(tx, translations);
    const taken = await seatsTaken(tx, cohortId);
    if (cohort.seats !== null && cohort.seats < taken) {
      throw new Conflict(staffCoded('staff.programs.seatsTaken', { taken }));
    }
    const before = {
      name: row.name,
      translations: row.translations,
      start_date: row.startDate,
      end_date: row.endDate,
      is_free: row.isFree,
      price: row.priceCents,
      seats: row.seats,
    };
    await updateCohort(tx, cohortId, {
      name: cohort.name,
      translations,
      startDate: cohort.start_date,
      endDate: cohort.end_date,
      isFree: cohort.is_free,
      priceCents: cohort.price,
      seats: cohort.seats,
    });
    await recordAudit(tx, actorOf(staff), {
      action: 'cohort.update',
      entity: 'cohort',
      entityId: cohortId,
      before,
      after: { ...cohort },
    });
  });
  forgetCatalogue(ctx.db);
  return getStaffProgram(ctx, staff, id);
}
