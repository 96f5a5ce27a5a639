import { describe, expect, it } from 'vitest';
import { subscribeResponse } from '../../../test/subscription-fixtures';
import { joinResult } from './join-result';

const now = Date.parse('2026-03-01T12:00:00.000Z');
const secondsAgo = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('the join result', () => {
  it('sends an enrolment of the last 120 seconds to payment-thanks', () => {
    for (const seconds of [0, 119, 120]) {
      expect(joinResult(subscribeResponse({ enroll_datetime: secondsAgo(seconds) }), 'a@b.ca', now)).toEqual({
        kind: 'enrolled',
        to: '/checkout/7/payment-thanks?subscription=301',
      });
    }
  });

  it('counts an older enrolment as already enrolled', () => {
    expect(joinResult(subscribeResponse({ enroll_datetime: secondsAgo(121) }), 'a@b.ca', now)).toEqual({
      kind: 'alreadyEnrolled',
    });
  });

  it('sends a trial to free-trial-thanks, however old', () => {
    const response = subscribeResponse({ status: 'trial', enroll_datetime: secondsAgo(86_400) });
    expect(joinResult(response, 'a@b.ca', now)).toEqual({
      kind: 'trial',
      to: '/checkout/7/free-trial-thanks?subscription=301',
    });
  });

  it('sends anything else to checkout with the subscription and the email', () => {
    expect(joinResult(subscribeResponse({ status: 'unpaid' }), 'ana+fall@example.com', now)).toEqual({
      kind: 'checkout',
      to: '/checkout/7?subscription=301&email=ana%2Bfall%40example.com',
    });
  });
});
