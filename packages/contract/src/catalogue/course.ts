import { z } from 'zod';
import { ZCents } from '../common/money';
import { ZContentType, ZLanguage } from '../enums';

export const ZInstructor = z.object({
  id: z.number().int(),
  iap_user: z.object({ first_name: z.string(), last_name: z.string() }),
  title: z.string(),
  bio: z.string(),
});

export const ZCohort = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The language of the name: the reader's, or the institute's default where untranslated. */
  lang: ZLanguage,
  start_date: z.string(),
  end_date: z.string(),
  is_free: z.boolean(),
  price: ZCents,
  seats: z.number().int().nullable(),
  instructor_detail: ZInstructor.nullable(),
});

export const ZPaymentPlanSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  lang: ZLanguage,
  registration_fee: ZCents,
  /** What remains after the registration fee, paid in the instalments below. */
  due_amount: ZCents,
  installments: z.array(
    z.object({ number: z.number().int(), amount: ZCents, due_after_days: z.number().int() }),
  ),
});

export const ZCourseSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The language of this object's texts: the reader's, or the institute's default where untranslated. */
  lang: ZLanguage,
  slug: z.string(),
  short_description: z.string(),
  image: z.string().nullable(),
  category: z.string(),
  level: z.string(),
  price: ZCents,
  price_currency: z.string(),
  price_currency_prefix: z.string(),
  is_course_free: z.boolean(),
  is_trial: z.boolean(),
  trial_days: z.number().int().nullable(),
  is_cohort: z.boolean(),
  cohorts: z.array(ZCohort),
  enable_paid_at_school: z.boolean(),
  payment_plans: z.array(ZPaymentPlanSummary),
  instructor: ZInstructor.nullable(),
  has_gpa: z.boolean(),
  duration: z.number().int(),
  section_count: z.number().int(),
  content_count: z.number().int(),
});
export type TCourseSummary = z.infer<typeof ZCourseSummary>;

export const ZContentOutline = z.object({
  id: z.number().int(),
  name: z.string(),
  lang: ZLanguage,
  content_type: ZContentType,
  duration: z.number().int(),
  can_skip: z.boolean(),
});

export const ZSectionOutline = z.object({
  id: z.number().int(),
  name: z.string(),
  lang: ZLanguage,
  description: z.string(),
  index: z.number().int(),
  duration: z.number().int(),
  contents: z.array(ZContentOutline),
});

export const ZCourseDetail = ZCourseSummary.extend({
  description: z.string(),
  outcomes: z.array(z.string()),
  sections: z.array(ZSectionOutline),
});
export type TCourseDetail = z.infer<typeof ZCourseDetail>;
