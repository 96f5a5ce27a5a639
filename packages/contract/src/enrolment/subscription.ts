import { z } from 'zod';
import { ZCents } from '../common/money';
import { ZLanguage } from '../enums';

export const SUBSCRIPTION_STATUSES = ['unpaid', 'trial', 'active', 'graduated', 'cancelled'] as const;
/** How much of a subscription is paid. */
export const SUBSCRIPTION_PAYMENT_STATUSES = ['unpaid', 'pending', 'partially_paid', 'paid', 'free'] as const;
/** How a subscription is paid, once the student chose. */
export const SUBSCRIPTION_PAYMENT_TYPES = ['full_payment', 'payment_plan'] as const;
/** What the student may do in the course room: all of it, look only (after graduating), or nothing yet. */
export const ACCESS_STATES = ['full', 'view_only', 'pending', 'closed'] as const;

export const ZSubscription = z.object({
  id: z.number().int(),
  course: z.number().int(),
  course_slug: z.string(),
  course_name: z.string(),
  /** The language of `course_name`: the reader's, or the institute's default where untranslated. */
  course_name_lang: ZLanguage,
  cohort: z.number().int().nullable(),
  cohort_name: z.string().nullable(),
  cohort_name_lang: ZLanguage.nullable(),
  current_content: z.number().int().nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  payment_type: z.enum(SUBSCRIPTION_PAYMENT_TYPES).nullable(),
  payment_status: z.enum(SUBSCRIPTION_PAYMENT_STATUSES),
  /** The amount to pay, in cents; overridden per payment type at checkout. */
  price: ZCents,
  price_currency: z.string(),
  course_access: z.boolean(),
  access: z.enum(ACCESS_STATES),
  trial_ends_at: z.string().nullable(),
  can_access_course_post_graduation: z.boolean(),
  post_graduation_access_end_date: z.string().nullable(),
  student_remark: z.string(),
  has_gpa: z.boolean(),
  gpa_final_score: z.number().nullable(),
  course_completion: z.number().int(),
  enroll_datetime: z.string(),
});
export type TSubscription = z.infer<typeof ZSubscription>;
