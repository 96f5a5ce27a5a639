/** The longest question the tutor takes, in characters. */
export const TUTOR_QUESTION_MAX_LENGTH = 2000;
/** How many earlier turns of the conversation a model is given as context. */
export const TUTOR_HISTORY_TURNS = 6;

export const TUTOR_MESSAGES = {
  off: 'The AI tutor is not available at this school.',
  empty: 'Type or say a question for the tutor.',
  tooLong: `Ensure this field has no more than ${TUTOR_QUESTION_MAX_LENGTH} characters.`,
  quotaSpent: 'You have asked all the questions the tutor takes in a day. Try again tomorrow.',
  tooFast: 'You are asking faster than the tutor can answer. Wait a minute, then ask again.',
  unavailable: 'The tutor could not answer just now. Your question is kept: try again.',
  notCovered:
    'Your program does not cover this question. Try asking about one of its lessons, documents or quizzes, or ask your instructor.',
  openQuiz:
    'You have a quiz in progress on this. I cannot help with its questions until you submit it; after that, ask me about its topics.',
  notEnrolled: 'You are not enrolled in this program.',
} as const;
