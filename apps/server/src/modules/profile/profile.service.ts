import {
  PROFILE_FORM_FIELDS,
  type TStudentProfile,
  type TUpdateStudentProfileResponse,
  type TVerificationDetail,
  type TVerifiedField,
  VERIFIED_FIELDS,
  VERIFIED_FIELD_NAMES,
  formatPostalCode,
  profileFormSchema,
  ruleMessage,
  registrationSchema,
  verificationState,
  coded,
} from '@portal/contract';
import dayjs from 'dayjs';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { Conflict, Invalid, type Message, NotFound } from '../../lib/errors';
import type { StudentSession } from '../auth/session';
import { forgetProfile } from '../auth/session-cache';
import { findCourseCohorts } from '../catalogue/catalogue.service';
import { subscribeStudent } from '../enrolment/enrolment.service';
import type { FileRow } from '../files/files.service';
import { findInstitute } from '../institute/institute.service';
import { type FormValues, formValues, parseFormField, presentProfile, sameValue } from './profile-fields';
import { syncVerifications, toDetail } from './field-verifications';
import { listVerifications, updateProfileRow } from './profile.repository';

const isCanadian = async (ctx: AppContext) => ((await findInstitute(ctx.db))?.countryCode ?? 'CA') === 'CA';
const today = (ctx: AppContext) => () => dayjs(ctx.now()).format('YYYY-MM-DD');

/** A form's refusals by field, a rule written as its code answered by it. */
function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, Message[]> {
  const errors: Record<string, Message[]> = {};
  for (const issue of issues)
    (errors[String(issue.path[0] ?? 'non_field_errors')] ??= []).push(ruleMessage(issue.message));
  return errors;
}

/** A chosen program that runs in cohorts needs one of its own cohorts. */
async function cohortErrors(
  ctx: AppContext,
  values: { subscribing_course_id: number | null; subscribing_cohort_id: number | null },
) {
  if (values.subscribing_course_id === null)
    return values.subscribing_cohort_id === null
      ? {}
      : { subscribing_cohort_id: [coded('rules.cohortRequired')] };
  const course = await findCourseCohorts(ctx, values.subscribing_course_id);
  if (!course) return { subscribing_course_id: [coded('profile.programOfSchool')] };
  if (course.isCohort && values.subscribing_cohort_id === null)
    return { subscribing_cohort_id: [coded('rules.cohortRequired')] };
  if (values.subscribing_cohort_id !== null && !course.cohortIds.includes(values.subscribing_cohort_id)) {
    return { subscribing_cohort_id: [coded('profile.cohortOfProgram')] };
  }
  return {};
}

async function isComplete(ctx: AppContext, values: FormValues): Promise<boolean> {
  const parsed = profileFormSchema({ today: today(ctx), canada: await isCanadian(ctx) }).safeParse(values);
  return parsed.success && Object.keys(await cohortErrors(ctx, parsed.data)).length === 0;
}

export async function getVerificationDetails(
  ctx: AppContext,
  student: StudentSession,
): Promise<TVerificationDetail[]> {
  await syncVerifications(ctx.db, student.profile, formValues(student.profile, ctx.cipher), new Set());
  const order = new Map(VERIFIED_FIELD_NAMES.map((f, i) => [f, i]));
  return (await listVerifications(ctx.db, student.profile.id))
    .map(toDetail)
    .sort(
      (a, b) =>
        (order.get(a.field_name as TVerifiedField) ?? 99) - (order.get(b.field_name as TVerifiedField) ?? 99),
    );
}

export function getProfile(student: StudentSession): TStudentProfile {
  return presentProfile(student.profile, student.user.email);
}

export function getSin(ctx: AppContext, student: StudentSession): { sin_number: string | null } {
  return { sin_number: student.profile.sinCipher ? ctx.cipher.decrypt(student.profile.sinCipher) : null };
}

function toRowValues(ctx: AppContext, form: FormValues) {
  const sin = form.sin_number ? String(form.sin_number) : '';
  return {
    firstName: form.first_name,
    middleName: form.middle_name,
    lastName: form.last_name,
    nickName: form.nick_name,
    pronoun: form.pronoun,
    gender: form.gender,
    sinCipher: sin ? ctx.cipher.encrypt(sin) : null,
    sinLast3: sin ? sin.slice(-3) : null,
    dateOfBirth: form.date_of_birth || null,
    address: form.address,
    city: form.city,
    province: form.province,
    postalCode: form.postal_code ? formatPostalCode(form.postal_code) : '',
    country: form.country,
    phone: form.phone,
    emergencyContactFullName: form.emergency_contact_full_name,
    emergencyContactRelation: form.emergency_contact_relation,
    emergencyContactPhone: form.emergency_contact_phone,
    emergencyContactEmail: form.emergency_contact_email,
    termsCondition: form.terms_condition,
    studentHandbook: form.student_handbook,
    mediaRelease: form.media_release,
    legalStatus: form.legal_status,
    otherLegalStatusRemarks: form.other_legal_status_remarks,
    aboriginalStatus: form.aboriginal_status,
    isReferred: form.is_referred,
    referredBy: form.referred_by,
    internationalStudent: form.international_student,
    formerSurName: form.former_sur_name,
    admissionCounsellorName: form.admission_counsellor_name,
    subscribingCourseId: form.subscribing_course_id,
    subscribingCohortId: form.subscribing_cohort_id,
  };
}

/**
 * The profile update (spec: multipart, empty values left out): refuses email, verified fields and
 * withdrawn consents; validates the whole profile as it would stand; saves it in one step.
 */
export async function updateProfile(
  ctx: AppContext,
  student: StudentSession,
  sent: Record<string, string>,
  photo: FileRow | null,
): Promise<TUpdateStudentProfileResponse> {
  const row = student.profile;
  const current = formValues(row, ctx.cipher);
  const errors: Record<string, Message[]> = {};
  if ('email' in sent) errors.email = [coded('profile.emailReadOnly')];

  const verified = new Set(
    (await listVerifications(ctx.db, row.id))
      .filter((v) => verificationState(toDetail(v)) === 'verified')
      .map((v) => v.fieldName),
  );
  const next: Record<string, unknown> = { ...current };
  const changed = new Set<TVerifiedField>();
  for (const [name, raw] of Object.entries(sent)) {
    if (!(PROFILE_FORM_FIELDS as readonly string[]).includes(name)) continue;
    const value = parseFormField(name, raw);
    const before = (current as Record<string, unknown>)[name];
    if (sameValue(name, value, before)) continue;
    if (verified.has(name)) errors[name] = [coded('profile.locked')];
    if (
      ['terms_condition', 'student_handbook', 'media_release'].includes(name) &&
      before === true &&
      value === false
    ) {
      errors[name] = [coded('profile.consentLocked')];
    }
    next[name] = value;
    if (name in VERIFIED_FIELDS) changed.add(name as TVerifiedField);
  }
  if (photo) {
    if (verified.has('profile_photo')) errors.profile_photo = [coded('profile.locked')];
    changed.add('profile_photo');
  }

  const parsed = profileFormSchema({ today: today(ctx), canada: await isCanadian(ctx) }).safeParse(next);
  if (!parsed.success) Object.assign(errors, fieldErrors(parsed.error.issues), { ...errors });
  else Object.assign(errors, await cohortErrors(ctx, parsed.data));
  if (Object.keys(errors).length > 0) {
    throw new Invalid({ ...errors, non_field_errors: [coded('profile.updateFailed')] });
  }

  const form = { ...parsed.data!, sin_number: parsed.data!.sin_number ?? '' } as unknown as FormValues;
  const wasComplete = row.profileComplete;
  const courseId = form.subscribing_course_id;
  const { updated, subscription } = await ctx.db.transaction(async (tx) => {
    let saved = await updateProfileRow(tx, row.id, {
      ...toRowValues(ctx, form),
      ...(photo ? { profilePhotoFileId: photo.id } : {}),
      profileComplete: true,
    });
    const percentage = await syncVerifications(tx, saved, form, changed);
    saved = await updateProfileRow(tx, row.id, { profileCompletionPercentage: percentage });
    // the enrolment section's program is subscribed to as the catalogue's join does, once
    const subscribed =
      courseId === null
        ? null
        : await subscribeFromProfile(ctx, tx, row.id, courseId, form.subscribing_cohort_id);
    return { updated: saved, subscription: subscribed };
  });
  // a read during the transaction may have remembered the row as it was
  forgetProfile(row.id);
  return { ...presentProfile(updated, student.user.email), completed_now: !wasComplete, subscription };
}

/** A full or ended cohort refuses the whole save, under the cohort field as the form shows it. */
async function subscribeFromProfile(
  ctx: AppContext,
  tx: Executor,
  profileId: number,
  courseId: number,
  cohortId: number | null,
) {
  try {
    return await subscribeStudent(ctx, tx, profileId, courseId, cohortId);
  } catch (error) {
    if (!(error instanceof Conflict)) throw error;
    throw new Invalid({
      // the cohort's refusal (full, ended), said by its code
      subscribing_cohort_id: [error.said],
      non_field_errors: [coded('profile.updateFailed')],
    });
  }
}

/** The registration form (PATCH students/{profileId}/): the basics, with the country fixed to Canada. */
export async function registerStudent(
  ctx: AppContext,
  student: StudentSession,
  profileId: number,
  body: unknown,
) {
  if (profileId !== student.profile.id) throw new NotFound();
  const parsed = registrationSchema(today(ctx)).safeParse(body);
  if (!parsed.success) throw new Invalid(fieldErrors(parsed.error.issues));
  const form = parsed.data;
  const courseErrors = await cohortErrors(ctx, {
    subscribing_course_id: form.course,
    subscribing_cohort_id: null,
  });
  if ('subscribing_course_id' in courseErrors)
    throw new Invalid({ course: courseErrors.subscribing_course_id! });
  const row = await updateProfileRow(ctx.db, profileId, {
    firstName: form.first_name,
    lastName: form.last_name,
    dateOfBirth: form.date_of_birth,
    address: form.address,
    city: form.city,
    province: form.province,
    postalCode: formatPostalCode(form.postal_code),
    country: 'Canada',
    phone: form.phone,
    subscribingCourseId: form.course,
  });
  const values = formValues(row, ctx.cipher);
  const percentage = await syncVerifications(
    ctx.db,
    row,
    values,
    new Set<TVerifiedField>(['first_name', 'last_name', 'date_of_birth', 'address', 'phone']),
  );
  const complete = await isComplete(ctx, values);
  await updateProfileRow(ctx.db, profileId, {
    profileComplete: complete,
    profileCompletionPercentage: percentage,
  });
  return { id: profileId, profile_complete: complete };
}
