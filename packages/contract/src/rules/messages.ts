/** User-visible validation texts, verbatim from the specification where it quotes them. */
export const RULE_MESSAGES = {
  sinLength: 'Student Identification Number (SIN) must be 9 digits',
  sinRequired: 'Please enter Social Insurance Number (SIN)',
  dateOfBirthFuture: 'Date of birth cannot be in the future',
  dateOfBirthTooYoung: 'You must be at least 16 years old',
  phone: 'Enter (10-12 Digit Phone No.)',
  registrationPhone: 'Enter (10 Digit Phone No.)',
  postalCode: 'Enter a postal code like t2t2t2',
  province: 'Please select province',
  cohortRequired: 'Please select a cohort for this program',
  cohortRequiredSnackbar: 'Please select a cohort for the selected program',
  fileTooLarge: 'File size is too large',
  fileTypeNotAllowed: 'File type is not allowed',
  required: 'This field is required',
  email: 'Enter a valid email address',
} as const;
