import { LIMITS, type TSubscribeResponse } from '@portal/contract';

export type JoinResult =
  | { kind: 'enrolled'; to: string }
  | { kind: 'alreadyEnrolled' }
  | { kind: 'trial'; to: string }
  | { kind: 'checkout'; to: string };

/**
 * Where a join leads, from the join screens or the profile's enrolment section (spec section 4, 'Cohort
 * join result'): a new enrolment to payment-thanks, one older than the window to the already-enrolled
 * dialog, a trial to free-trial-thanks, else checkout.
 */
export function joinResult(
  response: Pick<TSubscribeResponse, 'id' | 'course' | 'status' | 'enroll_datetime'>,
  email: string,
  now = Date.now(),
): JoinResult {
  const checkout = `/checkout/${response.course}`;
  const query = `?subscription=${response.id}`;
  switch (response.status) {
    case 'enrolled': {
      const age = now - new Date(response.enroll_datetime).getTime();
      return age <= LIMITS.alreadyEnrolledWindowSeconds * 1000
        ? { kind: 'enrolled', to: `${checkout}/payment-thanks${query}` }
        : { kind: 'alreadyEnrolled' };
    }
    case 'trial':
      return { kind: 'trial', to: `${checkout}/free-trial-thanks${query}` };
    default:
      return { kind: 'checkout', to: `${checkout}${query}&email=${encodeURIComponent(email)}` };
  }
}
