import type { TQuiz } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, requestsTo, signedIn } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';

const question = (id: number, overrides: Partial<TQuiz['answers'][number]['question']> = {}) => ({
  id,
  question_type: 'mcq' as const,
  text: `Question text ${id}`,
  options: [
    { id: 1, text: `Option A${id}` },
    { id: 2, text: `Option B${id}` },
    { id: 3, text: `Option C${id}` },
  ],
  multiple: false,
  marks: 1,
  ...overrides,
});

function quiz(overrides: Partial<TQuiz> = {}): TQuiz {
  return {
    id: 90,
    content: 604,
    subscription: 301,
    course: 7,
    course_slug: 'personal-support-worker',
    name: 'Check-in: safety',
    status: 'in_progress',
    attempt: 1,
    attempts_allowed: 2,
    attempts_used: 1,
    time_limit_minutes: 10,
    pass_mark_percent: 60,
    grading: 'best',
    started_at: '2026-11-22T10:00:00.000Z',
    ends_at: '2026-11-22T10:10:00.000Z',
    remaining_time: 600,
    submitted_at: null,
    submitted_by: null,
    answers: [
      { question: question(11), mcq_answer: '', subjective_answer: '' },
      { question: question(12, { multiple: true }), mcq_answer: '', subjective_answer: '' },
      {
        question: question(13, { question_type: 'subjective', options: [], marks: 4 }),
        mcq_answer: '',
        subjective_answer: 'Saved before',
      },
    ],
    result: null,
    ...overrides,
  };
}

const quizPath = '/program-journey/quiz/program/7/quiz/604?subscription=301';

function mockQuiz(start: TQuiz | (() => Response) = quiz()) {
  return mockApi({
    '/api/auth/get-session': signedIn,
    '/api/v1/quizzes/': start,
    '/api/v1/quizzes/90/': (_url: URL, init?: RequestInit) =>
      jsonResponse({ ...quiz(), status: JSON.parse(String(init?.body)).status ?? 'in_progress' }),
  });
}

describe('the quiz screen', { timeout: 20_000 }, () => {
  it('starts the attempt, keeps the saved answer, and saves answers as the student goes', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockQuiz();
    renderRoutes(quizPath);
    expect(await screen.findByRole('heading', { name: 'Check-in: safety', level: 1 })).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/v1/quizzes/')).toEqual([{ content: 604, subscription: 301 }]);
    expect(screen.getByRole('timer')).toHaveTextContent('10:00');
    await user.click(screen.getByRole('radio', { name: 'Option B11' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/v1/quizzes/90/')).toContainEqual({
        answers: [{ question: 11, mcq_answer: '2' }],
      }),
    );
    expect(screen.getByRole('button', { name: 'Question 3, answered' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 2, not answered yet' })).toBeInTheDocument();
  });

  it('marks a question skipped on Next, lists the unanswered, and asks before submitting with some left', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockQuiz();
    const { router } = renderRoutes(quizPath);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Question 1, skipped' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Option A12' }));
    await user.click(screen.getByRole('checkbox', { name: 'Option C12' }));
    await user.click(screen.getByRole('tab', { name: 'Unanswered (1)' }));
    expect(screen.getByRole('button', { name: 'Question 1, skipped' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Question 2/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const ask = await screen.findByRole('dialog', { name: 'Unanswered questions' });
    await user.click(within(ask).getByRole('button', { name: 'Go answer them' }));
    expect(await screen.findByRole('heading', { name: 'Question text 11' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Option A11' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const confirm = await screen.findByRole('dialog', { name: 'Submit your quiz' });
    expect(within(confirm).getByText('Are you sure you want to submit your quiz?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Submit' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/program-journey/room/personal-support-worker/301/604'),
    );
    expect(requestsTo(fetchMock, '/api/v1/quizzes/90/').at(-1)).toEqual({
      answers: [
        { question: 11, mcq_answer: '1' },
        { question: 12, mcq_answer: '1,3' },
        { question: 13, subjective_answer: 'Saved before' },
      ],
      status: 'submitted',
    });
  });

  it('takes no refusal for failure from a save that reaches the server after the submit', async () => {
    const user = userEvent.setup({ delay: null });
    let submit = () => {};
    const submitted = new Promise<void>((resolve) => (submit = resolve));
    const fetchMock = mockApi({
      '/api/auth/get-session': signedIn,
      '/api/v1/quizzes/': quiz({ answers: [quiz().answers[0]!] }),
      '/api/v1/quizzes/90/': async (_url: URL, init?: RequestInit) => {
        if (JSON.parse(String(init?.body)).status === 'submitted') {
          submit();
          return jsonResponse({ ...quiz(), status: 'submitted' });
        }
        // the save overtaken by the submit is refused, as the server refuses it
        await submitted;
        return jsonResponse({ non_field_errors: ['This quiz has already been submitted.'] }, 400);
      },
    });
    const { router } = renderRoutes(quizPath);
    await user.click(await screen.findByRole('radio', { name: 'Option A11' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/api/v1/quizzes/90/')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/program-journey/room/personal-support-worker/301/604'),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('This quiz has already been submitted.')).not.toBeInTheDocument();
  });

  it('submits by itself 1.5 s after the time runs out', async () => {
    const fetchMock = mockQuiz(quiz({ remaining_time: 1 }));
    const { router } = renderRoutes(quizPath);
    expect(await screen.findByText("Oho!! Time's-Up ... your quiz is submitted.")).toBeInTheDocument();
    await waitFor(
      () =>
        expect(router.state.location.pathname).toBe('/program-journey/room/personal-support-worker/301/604'),
      {
        timeout: 5000,
      },
    );
    expect(requestsTo(fetchMock, '/api/v1/quizzes/90/').at(-1)).toMatchObject({ status: 'submitted' });
  });

  it('exits only after confirming, which submits the attempt', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockQuiz();
    renderRoutes(quizPath);
    await user.click(await screen.findByRole('button', { name: 'Exit Quiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exit the quiz?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, '/api/v1/quizzes/90/')).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Exit Quiz' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Exit and submit' }),
    );
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/v1/quizzes/90/').at(-1)).toMatchObject({ status: 'submitted' }),
    );
  });

  it('shows the server’s refusal and opens the dashboard when the quiz cannot start', async () => {
    mockQuiz(() =>
      jsonResponse({ non_field_errors: ['You have used every attempt allowed for this quiz.'] }, 400),
    );
    const { router } = renderRoutes(quizPath);
    expect(await screen.findByText('You have used every attempt allowed for this quiz.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
