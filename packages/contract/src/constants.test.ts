import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, completionColour, LIMITS } from './constants';
import { NOTIFICATION_TYPES, PROVINCES } from './enum-values';

describe('business constants', () => {
  it('colours profile completion green above 75, amber above 50, red otherwise', () => {
    expect([100, 76, 75, 51, 50, 0].map(completionColour)).toEqual([
      'success',
      'success',
      'warning',
      'warning',
      'error',
      'error',
    ]);
  });

  it('holds the limits of spec section 9', () => {
    expect(LIMITS).toMatchObject({
      toastMs: 5500,
      notificationPageSize: 20,
      alreadyEnrolledWindowSeconds: 120,
    });
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(PROVINCES).toHaveLength(13);
    // the spec's 17 types, plus 'general' for an item without one
    expect(NOTIFICATION_TYPES).toHaveLength(18);
  });
});
