import type { TSubscription } from '@portal/contract';
import dayjs from 'dayjs';
import type { Translations } from '../../db/schema/catalogue';
import { type Reader, localize } from '../institute/localize';
import type { SubscriptionRow, SubscriptionWithCourse } from './enrolment.repository';

export type CohortName = { name: string; translations: Translations<{ name: string }> };

/**
 * What the student may do in the course room now (spec sections 4 and 6): a trial lasts its days, a
 * graduate with post-graduation access looks without changing anything until the date, then it closes.
 */
export function accessOf(row: SubscriptionRow, now: Date): TSubscription['access'] {
  switch (row.status) {
    case 'graduated': {
      const until = row.postGraduationAccessEndDate;
      return row.canAccessCoursePostGraduation && until && dayjs(now).format('YYYY-MM-DD') <= until
        ? 'view_only'
        : 'closed';
    }
    case 'trial':
      return row.courseAccess || (row.trialEndsAt !== null && now < row.trialEndsAt) ? 'full' : 'pending';
    case 'cancelled':
      return 'closed';
    default:
      return row.courseAccess ? 'full' : 'pending';
  }
}

/** The subscription as the student reads it: the program's and cohort's names in the reader's language. */
export function presentSubscription(
  { subscription: s, course: courseRow }: SubscriptionWithCourse,
  now: Date,
  reader: Reader,
  cohortRow: CohortName | null,
): TSubscription {
  const access = accessOf(s, now);
  const course = localize(courseRow, reader);
  const cohort = cohortRow && localize(cohortRow, reader);
  return {
    id: s.id,
    course: course.id,
    course_slug: course.slug,
    course_name: course.name,
    course_name_lang: course.lang,
    cohort: s.cohortId,
    cohort_name: cohort?.name ?? null,
    cohort_name_lang: cohort?.lang ?? null,
    current_content: s.currentContentId,
    status: s.status as TSubscription['status'],
    payment_type: s.paymentType as TSubscription['payment_type'],
    payment_status: s.paymentStatus as TSubscription['payment_status'],
    price: s.priceCents,
    price_currency: s.currency,
    course_access: access === 'full' || access === 'view_only',
    access,
    trial_ends_at: s.trialEndsAt?.toISOString() ?? null,
    can_access_course_post_graduation: s.canAccessCoursePostGraduation,
    post_graduation_access_end_date: s.postGraduationAccessEndDate,
    student_remark: s.studentRemark,
    has_gpa: course.hasGpa,
    gpa_final_score: s.gpaFinalScore === null ? null : Number(s.gpaFinalScore),
    course_completion: s.courseCompletion,
    enroll_datetime: s.enrollDatetime.toISOString(),
  };
}
