/**
 * Texts about certificates: the `reason` a program's certificate is not issued yet, or the `detail` of
 * a 404 or 409.
 */
export const GRADES_MESSAGES = {
  certificateNotReady: 'Complete every mandatory item of the program to receive its certificate.',
  certificateAwaitingGrading:
    'Your certificate is waiting for grading: it is issued once every required item is graded at or above its pass mark.',
  certificateNotPassed:
    'A required item is below its pass mark: the certificate is issued only once every required item reaches its pass mark.',
  certificateTrial: 'The certificate is issued once your trial becomes a full enrolment.',
  certificateNotEnrolled: 'The certificate is issued to students enrolled in the program.',
  certificateRevoked: 'This certificate has been revoked.',
  certificateUnknown: 'No certificate has this verification code.',
  certificateAlreadyRevoked: 'This certificate is already revoked.',
} as const;
