/** A session can be joined from this many minutes before its start until its end. */
export const LIVE_JOIN_EARLY_MINUTES = 15;

export const LIVE_MESSAGES = {
  off: 'Live sessions are not available at this school.',
  cancelled: 'This live session was cancelled.',
  ended: 'This live session has ended.',
  tooEarly: `This live session opens ${LIVE_JOIN_EARLY_MINUTES} minutes before it starts.`,
  notEnrolled: 'You are not enrolled in this program.',
} as const;
