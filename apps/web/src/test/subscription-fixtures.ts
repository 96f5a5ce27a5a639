import type { TSubscribeResponse, TSubscription } from '@portal/contract';
import { courseDetail } from './fixtures';

/** The student of `signedIn`, in the program of `courseDetail`, paid in full and halfway through. */
export const subscription: TSubscription = {
  id: 301,
  course: courseDetail.id,
  course_slug: courseDetail.slug,
  course_name: courseDetail.name,
  course_name_lang: courseDetail.lang,
  cohort: null,
  cohort_name: null,
  cohort_name_lang: null,
  current_content: 102,
  status: 'active',
  payment_type: 'full_payment',
  payment_status: 'paid',
  price: 250000,
  price_currency: 'CAD',
  course_access: true,
  access: 'full',
  trial_ends_at: null,
  can_access_course_post_graduation: false,
  post_graduation_access_end_date: null,
  student_remark: '',
  has_gpa: false,
  gpa_final_score: null,
  course_completion: 50,
  enroll_datetime: '2026-01-05T15:00:00.000Z',
};

/** What `POST /api/v1/subscriptions/` answers for a join that has just enrolled the student. */
export function subscribeResponse(overrides: Partial<TSubscribeResponse> = {}): TSubscribeResponse {
  return {
    id: 301,
    subscription_id: 301,
    status: 'enrolled',
    enroll_datetime: new Date().toISOString(),
    course: courseDetail.id,
    course_slug: courseDetail.slug,
    cohort: null,
    invited: true,
    ...overrides,
  };
}
