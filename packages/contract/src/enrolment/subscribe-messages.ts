export const SUBSCRIBE_MESSAGES = {
  failed: 'An error occurred while subscribing. Please try again.',
  alreadyEnrolled:
    'You are already enrolled in this program. Please log in with the same email ID to access it under the "My Programs" menu.',
  emailHelper: 'We use this email for future verification and updates, so it must be valid.',
  cohortFull: 'This cohort is full.',
  cohortEnded: 'This cohort has already ended.',
  cohortOfAnotherProgram: 'This cohort is not part of the program.',
  cohortRequired: 'Please select a cohort for this program',
  otherEmail: 'You are signed in with another email. Sign out to join with this one.',
} as const;
