/**
 * Texts about quizzes. The quiz calls' refusals arrive as `non_field_errors` of a 400 (the spec's quiz
 * screen shows the first one and opens the dashboard); a review of an attempt not yet submitted comes
 * as `detail` of a 409.
 */
export const QUIZ_MESSAGES = {
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
} as const;
