import type { TQuizAttempt } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, signedIn } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';

const single = {
  id: 1,
  question_type: 'mcq' as const,
  text: 'Which hand hygiene step comes first?',
  lang: 'en' as const,
  options: [
    { id: 1, text: 'Dry your hands' },
    { id: 2, text: 'Wet your hands' },
  ],
  multiple: false,
  marks: 2,
};
const essay = {
  id: 2,
  question_type: 'subjective' as const,
  text: 'Describe how you would calm an anxious client.',
  lang: 'en' as const,
  options: [],
  multiple: false,
  marks: 8,
};

/** Attempt 501: one mcq answered wrong and a written answer the school has not marked yet. */
const awaiting: TQuizAttempt = {
  id: 501,
  content: 103,
  subscription: 301,
  course: 7,
  course_slug: 'personal-support-worker',
  name: 'Safety check-in',
  name_lang: 'en',
  attempt: 2,
  attempts_allowed: 3,
  pass_mark_percent: 60,
  grading: 'best',
  is_counted: true,
  show_answers: false,
  started_at: '2026-03-02T15:00:00.000Z',
  submitted_at: '2026-03-02T15:20:00.000Z',
  submitted_by: 'student',
  result: { is_graded: false, marks: null, max_marks: 10, percent: null, passed: null },
  answers: [
    {
      question: single,
      mcq_answer: '1',
      subjective_answer: '',
      marks: null,
      remarks: '',
      is_correct: null,
      correct_options: null,
      explanation: null,
    },
    {
      question: essay,
      mcq_answer: '',
      subjective_answer: 'I would listen first.',
      marks: null,
      remarks: '',
      is_correct: null,
      correct_options: null,
      explanation: null,
    },
  ],
};

/** The same attempt once marked, on a quiz that shows its answers. */
const graded: TQuizAttempt = {
  ...awaiting,
  show_answers: true,
  submitted_by: 'timer',
  result: { is_graded: true, marks: 7, max_marks: 10, percent: 70, passed: true },
  answers: [
    {
      ...awaiting.answers[0]!,
      marks: 0,
      is_correct: false,
      correct_options: [2],
      explanation: 'Wet hands take the soap better.',
    },
    { ...awaiting.answers[1]!, marks: 7, remarks: 'Good: name the feeling too.' },
  ],
};

function mockQuizAttempt(answer: unknown) {
  return mockApi({ '/api/auth/get-session': signedIn, '/api/v1/quiz-attempts/501/': answer });
}

const question = (text: string) => screen.getByRole('region', { name: text });

describe('the quiz attempt page', () => {
  it('shows the score, pass or fail, each answer and the correct answers the school shows', async () => {
    mockQuizAttempt(graded);
    renderRoutes('/program-journey/assessment/501');
    expect(await screen.findByRole('heading', { name: 'Safety check-in', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Attempt 2 of 3 · submitted Mar 2, 2026')).toBeInTheDocument();
    expect(screen.getByText('7 / 10 (70%)')).toBeInTheDocument();
    expect(screen.getByText('Passed')).toBeInTheDocument();
    expect(screen.getByText(/This is your best attempt/)).toBeInTheDocument();
    expect(screen.getByText('Submitted when the time ran out.')).toBeInTheDocument();

    const mcq = question('Which hand hygiene step comes first?');
    expect(within(mcq).getByText('Incorrect')).toBeInTheDocument();
    expect(within(mcq).getByText('0 / 2 marks')).toBeInTheDocument();
    const chosen = within(mcq).getByText('Dry your hands').closest('li') as HTMLElement;
    expect(within(chosen).getByText('Your answer')).toBeInTheDocument();
    const right = within(mcq).getByText('Wet your hands').closest('li') as HTMLElement;
    expect(within(right).getByText('Correct answer')).toBeInTheDocument();
    const explanation = within(mcq).getByText('Wet hands take the soap better.');
    // the school's text keeps its own language inside the page's sentence
    expect(explanation).toHaveAttribute('lang', 'en');
    expect(explanation.parentElement).toHaveTextContent('Explanation: Wet hands take the soap better.');

    const written = question('Describe how you would calm an anxious client.');
    expect(within(written).getByText('I would listen first.')).toBeInTheDocument();
    expect(within(written).getByText('7 / 8 marks')).toBeInTheDocument();
    expect(within(written).getByText('Remarks: Good: name the feeling too.')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Back to the program' })).toHaveAttribute(
      'href',
      '/program-journey/room/personal-support-worker/301',
    );
    expect(screen.getByRole('link', { name: 'All my grades' })).toHaveAttribute(
      'href',
      '/program-journey/gpa-score/personal-support-worker/301',
    );
  });

  it('keeps the correct answers hidden without show_answers, and says a written answer awaits marks', async () => {
    mockQuizAttempt(awaiting);
    renderRoutes('/program-journey/assessment/501');
    expect(
      await screen.findByText('Your score appears once the school has marked your written answers.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The school does not show the correct answers for this quiz.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Correct answer')).not.toBeInTheDocument();
    expect(screen.queryByText('Passed')).not.toBeInTheDocument();

    const mcq = question('Which hand hygiene step comes first?');
    expect(within(mcq).getByText('2 marks')).toBeInTheDocument();
    expect(within(mcq).getByText('Your answer')).toBeInTheDocument();
    const written = question('Describe how you would calm an anxious client.');
    expect(within(written).getByText('Awaiting marks')).toBeInTheDocument();
  });

  it('says when the quiz is still in progress', async () => {
    mockQuizAttempt(() => jsonResponse({ detail: 'This quiz has not been submitted yet.' }, 409));
    renderRoutes('/program-journey/assessment/501');
    expect(await screen.findByText('This quiz has not been submitted yet.')).toBeInTheDocument();
  });

  it('shows the not-found screen for another student’s attempt', async () => {
    mockQuizAttempt(() => jsonResponse({ detail: 'Not found.' }, 404));
    renderRoutes('/program-journey/assessment/501');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('says when the attempt cannot be loaded', async () => {
    mockQuizAttempt(() => jsonResponse({ detail: 'Boom' }, 500));
    renderRoutes('/program-journey/assessment/501');
    expect(await screen.findByText('This attempt could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
