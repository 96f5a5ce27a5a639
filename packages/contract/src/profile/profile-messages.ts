export const PROFILE_MESSAGES = {
  handbook: 'Please accept the student handbook',
  otherLegalStatus: 'Please describe your legal status',
  referredBy: 'Please tell us who referred you',
  updateFailed: 'Please fill your profile information correctly',
  updated: 'The Profile Information has been successfully updated!',
  completed: 'Your profile is completed',
  emailReadOnly: 'Email cannot be changed.',
  locked: 'This field is verified and can no longer be changed.',
  consentLocked: 'An accepted consent cannot be withdrawn here.',
  programOfSchool: 'Choose a program of this school.',
  cohortOfProgram: 'Choose a cohort of this program.',
} as const;
