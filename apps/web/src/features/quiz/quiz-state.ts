/** A question as the quiz screen needs it: single or multiple choice, or a written answer. */
export type QuizQuestion = { id: number; question_type: 'mcq' | 'subjective'; multiple: boolean };

/** An answer kept on the screen: the chosen option ids, or the text written. */
export type LocalAnswer = number[] | string;

export type QuizTab = 'all' | 'unanswered';

/** The quiz screen's state (spec section 3, Quiz journey state). */
export type QuizState = {
  questions: QuizQuestion[];
  answers: Record<number, LocalAnswer>;
  /** When each answer was last changed on this device (ms since the epoch, by its clock). */
  answeredAt: Record<number, number>;
  current: number;
  /** Ids of questions left with Next while unanswered. */
  skipped: number[];
  tab: QuizTab;
};

export type QuizAction =
  | { type: 'choose'; question: number; option: number; at: number }
  | { type: 'write'; question: number; text: string; at: number }
  | { type: 'next' }
  | { type: 'go'; index: number }
  | { type: 'tab'; tab: QuizTab };

/** Where the student stands in an attempt: what a reload takes back from the device. */
export type QuizPlace = Pick<QuizState, 'answers' | 'answeredAt' | 'current' | 'skipped'>;

export function initialQuizState(questions: QuizQuestion[], place: Partial<QuizPlace> = {}): QuizState {
  const current = place.current ?? 0;
  return {
    questions,
    answers: place.answers ?? {},
    answeredAt: place.answeredAt ?? {},
    current: current >= 0 && current < questions.length ? current : 0,
    skipped: (place.skipped ?? []).filter((id) => questions.some((q) => q.id === id)),
    tab: 'all',
  };
}

export function isAnswered(answer: LocalAnswer | undefined): boolean {
  if (answer === undefined) return false;
  return typeof answer === 'string' ? answer.trim() !== '' : answer.length > 0;
}

/** A multiple-choice answer adds or removes the option; a single-choice answer replaces it. */
function choose(question: QuizQuestion, answer: LocalAnswer | undefined, option: number): number[] {
  const chosen = Array.isArray(answer) ? answer : [];
  if (!question.multiple) return [option];
  return chosen.includes(option) ? chosen.filter((id) => id !== option) : [...chosen, option];
}

function answered(state: QuizState, question: number, answer: LocalAnswer, at: number): QuizState {
  return {
    ...state,
    answers: { ...state.answers, [question]: answer },
    answeredAt: { ...state.answeredAt, [question]: at },
  };
}

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'choose': {
      const question = state.questions.find((q) => q.id === action.question);
      if (!question) return state;
      const answer = choose(question, state.answers[action.question], action.option);
      return answered(state, action.question, answer, action.at);
    }
    case 'write':
      return answered(state, action.question, action.text, action.at);
    case 'next': {
      const question = state.questions[state.current];
      if (!question) return state;
      // Next on an unanswered question marks it skipped
      const others = state.skipped.filter((id) => id !== question.id);
      const skipped = isAnswered(state.answers[question.id]) ? others : [...others, question.id];
      return { ...state, skipped, current: Math.min(state.current + 1, state.questions.length - 1) };
    }
    case 'go':
      return action.index >= 0 && action.index < state.questions.length
        ? { ...state, current: action.index }
        : state;
    case 'tab':
      return { ...state, tab: action.tab };
  }
}

/** Indexes of the questions without an answer, in order. */
export function unansweredIndexes(state: QuizState): number[] {
  return state.questions.flatMap((q, index) => (isAnswered(state.answers[q.id]) ? [] : [index]));
}

/** How a question shows in the question list: the one open, answered, skipped, or not seen yet. */
export function questionMark(
  state: QuizState,
  index: number,
): 'current' | 'answered' | 'skipped' | 'unanswered' {
  const question = state.questions[index]!;
  if (index === state.current) return 'current';
  if (isAnswered(state.answers[question.id])) return 'answered';
  return state.skipped.includes(question.id) ? 'skipped' : 'unanswered';
}

/** The questions the tab lists: all of them, or those still unanswered. */
export function visibleIndexes(state: QuizState): number[] {
  return state.tab === 'all' ? state.questions.map((_, index) => index) : unansweredIndexes(state);
}

/** The main button is Submit on the last question or once every question is answered, Next otherwise. */
export function primaryAction(state: QuizState): 'next' | 'submit' {
  const last = state.current === state.questions.length - 1;
  return last || unansweredIndexes(state).length === 0 ? 'submit' : 'next';
}

/** What submitting asks first: to go back to unanswered questions, or simply to confirm. */
export function submitCheck(state: QuizState): 'unanswered' | 'confirm' {
  return unansweredIndexes(state).length > 0 ? 'unanswered' : 'confirm';
}

/** One answer as the PATCH sends it. */
export type ServerAnswer = { question: number; mcq_answer?: string; subjective_answer?: string };

/** The answers as the PATCH sends them: option ids comma-joined, or the text. */
export function answersForServer(state: QuizState): ServerAnswer[] {
  return state.questions.flatMap((question): ServerAnswer[] => {
    const answer = state.answers[question.id];
    if (answer === undefined) return [];
    return question.question_type === 'subjective'
      ? [{ question: question.id, subjective_answer: typeof answer === 'string' ? answer : '' }]
      : [{ question: question.id, mcq_answer: Array.isArray(answer) ? answer.join(',') : '' }];
  });
}

/** Remaining seconds as the timer shows them: m:ss, or h:mm:ss for an hour or more. */
export function formatRemaining(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
