import { describe, expect, it } from 'vitest';
import { statusOf } from './subscription-status';

describe('the subscription status', () => {
  it('reads the spec’s ‘trail’ spelling as a trial', () => {
    expect(statusOf({ status: 'trail' })).toBe('trial');
    expect(statusOf({ status: 'trial' })).toBe('trial');
    expect(statusOf({ status: 'graduated' })).toBe('graduated');
  });
});
