/**
 * Texts about quizzes, grades, certificates and transcripts. The quiz calls' refusals arrive as
 * `non_field_errors` of a 400 (the spec's quiz screen shows the first one and opens the dashboard);
 * the others come as `detail` of a 403, 404 or 409.
 */
export const ASSESSMENT_MESSAGES = {
  /** Shown by the web when the timer reaches zero; the quiz is submitted 1.5 s later. */
  timeUpDialog: "Oho!! Time's-Up ... your quiz is submitted.",
  unansweredDialog: 'You have unanswered questions. Submit anyway, or go back and answer them?',
  confirmSubmit: 'Are you sure you want to submit your quiz?',
  confirmExit: 'Exiting submits your quiz and counts as an attempt. Exit anyway?',

  notAQuiz: 'This content is not a quiz.',
  timeUp: "Time's up: your quiz was submitted with the answers saved before the time ran out.",
  alreadySubmitted: 'This quiz has already been submitted.',
  questionNotInQuiz: 'This question is not part of this quiz.',
  duplicateQuestion: 'Each question may be answered only once per request.',
  noAttemptsLeft: 'You have used every attempt allowed for this quiz.',
  mcqOnly: 'This question takes a choice of options, not a written answer.',
  subjectiveOnly: 'This question takes a written answer, not a choice of options.',
  unknownOption: 'Choose among the options of the question.',
  singleChoice: 'This question takes one option only.',
  notSubmittedYet: 'This quiz has not been submitted yet.',

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
