import type { TQuiz } from '@portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { jsonResponse, mockApi, requestsTo, signedIn } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';

const question = (id: number, overrides: Partial<TQuiz['answers'][number]['question']> = {}) => ({
  id,
  question_type: 'mcq' as const,
  text: `Question text ${id}`,
  lang: 'en' as const,
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
    name_lang: 'en',
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
        answers: [{ question: 11, mcq_answer: '2', answered_at: expect.any(String) }],
        sent_at: expect.any(String),
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
    // the next question is where focus goes, so a screen reader reads it
    expect(screen.getByRole('heading', { name: 'Question text 12', level: 2 })).toHaveFocus();
    await user.click(screen.getByRole('checkbox', { name: 'Option A12' }));
    await user.click(screen.getByRole('checkbox', { name: 'Option C12' }));
    await user.click(screen.getByRole('tab', { name: 'Unanswered (1)' }));
    expect(screen.getByRole('button', { name: 'Question 1, skipped' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Question 2/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Question text 13', level: 2 })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const ask = await screen.findByRole('dialog', { name: 'Unanswered questions' });
    await user.click(within(ask).getByRole('button', { name: 'Go answer them' }));
    // the first unanswered question is read out, not the Submit button the dialog came from
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Question text 11' })).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Question text 11' })).toHaveFocus();
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
        { question: 11, mcq_answer: '1', answered_at: expect.any(String) },
        { question: 12, mcq_answer: '1,3', answered_at: expect.any(String) },
        { question: 13, subjective_answer: 'Saved before' },
      ],
      sent_at: expect.any(String),
      status: 'submitted',
    });
  });

  it('brings the student back to the question shown when it is the one left unanswered', async () => {
    const user = userEvent.setup({ delay: null });
    const answered = quiz().answers.map((a, i) =>
      i < 2 ? { ...a, mcq_answer: '1' } : { ...a, subjective_answer: '' },
    );
    mockQuiz(quiz({ answers: answered }));
    renderRoutes(quizPath);
    await user.click(await screen.findByRole('button', { name: 'Question 3, not answered yet' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const ask = await screen.findByRole('dialog', { name: 'Unanswered questions' });
    await user.click(within(ask).getByRole('button', { name: 'Go answer them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Question text 13', level: 2 })).toHaveFocus();
  });

  it('submits after the save on its way, once, however often Submit is pressed', async () => {
    const user = userEvent.setup({ delay: null });
    let answerSave = () => {};
    const saved = new Promise<void>((resolve) => (answerSave = resolve));
    const fetchMock = mockApi({
      '/api/auth/get-session': signedIn,
      '/api/v1/quizzes/': quiz({ answers: [quiz().answers[0]!] }),
      '/api/v1/quizzes/90/': async (_url: URL, init?: RequestInit) => {
        const status = JSON.parse(String(init?.body)).status;
        if (status !== 'submitted') await saved;
        return jsonResponse({ ...quiz(), status: status ?? 'in_progress' });
      },
    });
    const { router } = renderRoutes(quizPath);
    await user.click(await screen.findByRole('radio', { name: 'Option A11' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/api/v1/quizzes/90/')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const submit = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' });
    await user.dblClick(submit);
    expect(requestsTo(fetchMock, '/api/v1/quizzes/90/')).toHaveLength(1);
    answerSave();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/program-journey/room/personal-support-worker/301/604'),
    );
    const bodies = requestsTo(fetchMock, '/api/v1/quizzes/90/') as { status?: string }[];
    expect(bodies.map((b) => b.status)).toEqual([undefined, 'submitted']);
  });

  it('keeps answering offline with the answers kept, and sends them once back online', async () => {
    const user = userEvent.setup({ delay: null });
    let reachable = true;
    const fetchMock = mockApi({
      '/api/auth/get-session': signedIn,
      '/api/v1/quizzes/': quiz(),
      '/api/v1/quizzes/90/': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return jsonResponse(quiz());
      },
    });
    const { router } = renderRoutes(quizPath);
    await user.click(await screen.findByRole('radio', { name: 'Option B11' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/api/v1/quizzes/90/')).toHaveLength(1));
    expect(await screen.findByText(/Answers saved/)).toBeInTheDocument();

    // the connection drops without the browser noticing: the save fails on the network
    reachable = false;
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox', { name: 'Option C12' }));
    const banner = await screen.findByText(
      'You are offline — your answers are kept on this device and will be sent when you are back online.',
    );
    expect(screen.getByRole('status')).toContainElement(banner);
    expect(screen.getByText(/Answers kept on this device/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/program-journey/quiz/program/7/quiz/604');
    expect(screen.getByRole('heading', { name: 'Question text 12' })).toBeInTheDocument();

    reachable = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/v1/quizzes/90/').at(-1)).toMatchObject({
        answers: [{ question: 12, mcq_answer: '3' }],
      }),
    );
    expect(await screen.findByText(/Answers saved/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(router.state.location.pathname).toBe('/program-journey/quiz/program/7/quiz/604');
  });

  it('submits offline once back online, the button saying it waits', async () => {
    const user = userEvent.setup({ delay: null });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const fetchMock = mockQuiz(quiz({ answers: [quiz().answers[0]!] }));
    const { router } = renderRoutes(quizPath);
    await user.click(await screen.findByRole('radio', { name: 'Option A11' }));
    online.mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(await screen.findByRole('status')).toHaveTextContent(/You are offline/);
    await user.click(screen.getByRole('button', { name: 'Submit when back online' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit when back online' }),
    );
    expect(await screen.findByRole('button', { name: 'Submitting when back online…' })).toBeDisabled();
    expect(requestsTo(fetchMock, '/api/v1/quizzes/90/')).toEqual([]);

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/program-journey/room/personal-support-worker/301/604'),
    );
    expect(requestsTo(fetchMock, '/api/v1/quizzes/90/')).toEqual([
      {
        answers: [{ question: 11, mcq_answer: '1', answered_at: expect.any(String) }],
        sent_at: expect.any(String),
        status: 'submitted',
      },
    ]);
    expect(localStorage.getItem('student.quiz-attempt.90')).toBeNull();
  });

  it('opens after a reload on the same question, with the skipped marks and the answers not sent yet', async () => {
    localStorage.setItem(
      'student.quiz-attempt.90',
      JSON.stringify({
        answers: { 11: [], 12: [2], 13: 'Saved before' },
        answeredAt: { 12: Date.now() - 60_000 },
        sent: {},
        current: 2,
        skipped: [11],
        submitting: false,
      }),
    );
    const fetchMock = mockQuiz();
    renderRoutes(quizPath);
    expect(await screen.findByRole('heading', { name: 'Question text 13' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 1, skipped' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 2, answered' })).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue('Saved before');
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/v1/quizzes/90/')).toEqual([
        {
          answers: [{ question: 12, mcq_answer: '2', answered_at: expect.any(String) }],
          sent_at: expect.any(String),
        },
      ]),
    );
  });

  it('ends the attempt on the server’s refusal of a save: its message and the dashboard', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      '/api/auth/get-session': signedIn,
      '/api/v1/quizzes/': quiz(),
      '/api/v1/quizzes/90/': () =>
        jsonResponse(
          {
            non_field_errors: [
              "Time's up: your quiz was submitted with the answers saved before the time ran out.",
            ],
          },
          400,
        ),
    });
    const { router } = renderRoutes(quizPath);
    await user.click(await screen.findByRole('radio', { name: 'Option B11' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(
      screen.getByText("Time's up: your quiz was submitted with the answers saved before the time ran out."),
    ).toBeInTheDocument();
    expect(localStorage.getItem('student.quiz-attempt.90')).toBeNull();
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

  it('warns once at 5 minutes left and once at 1 minute left, politely and on screen', async () => {
    mockQuiz(quiz({ remaining_time: 303 }));
    // the countdown's interval and clock are fake from the start; the rest runs on real timers
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    renderRoutes(quizPath);
    expect(await screen.findByRole('timer')).toHaveTextContent('5:03');
    const warnings = screen.getByRole('status');
    expect(warnings).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(2000));
    expect(warnings).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(1000));
    expect(warnings).toHaveTextContent(/^5 minutes left$/);
    expect(screen.getByText('5 minutes left')).toBeVisible();
    act(() => vi.advanceTimersByTime(60_000));
    expect(warnings).toHaveTextContent(/^5 minutes left$/);
    act(() => vi.advanceTimersByTime(179_000));
    expect(warnings).toHaveTextContent(/^5 minutes left$/);
    act(() => vi.advanceTimersByTime(1000));
    expect(warnings).toHaveTextContent(/^1 minute left$/);
    act(() => vi.advanceTimersByTime(30_000));
    expect(warnings).toHaveTextContent(/^1 minute left$/);
  });

  it('gives a quiz shorter than 5 minutes only the 1-minute warning, in the student’s language', async () => {
    await changeLanguage('fr-CA', false);
    mockQuiz(quiz({ time_limit_minutes: 4, ends_at: '2026-11-22T10:04:00.000Z', remaining_time: 240 }));
    // the countdown's interval and clock are fake from the start; the rest runs on real timers
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    renderRoutes(quizPath);
    expect(await screen.findByRole('timer')).toHaveTextContent('4:00');
    const warnings = screen.getByRole('status');
    act(() => vi.advanceTimersByTime(179_000));
    expect(warnings).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(1000));
    expect(warnings).toHaveTextContent(/^Il reste 1 minute$/);
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

  it('says a refusal to start by its code, in the student’s language', async () => {
    await changeLanguage('fr-CA', false);
    mockQuiz(() =>
      jsonResponse(
        {
          non_field_errors: ['English words the server may reword.'],
          codes: { non_field_errors: [{ code: 'quiz.noAttemptsLeft' }] },
        },
        400,
      ),
    );
    const { router } = renderRoutes(quizPath);
    expect(
      await screen.findByText('Vous avez utilisé toutes les tentatives permises pour ce quiz.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('says a refused save by its code, in the student’s language', async () => {
    await changeLanguage('fr-CA', false);
    const user = userEvent.setup({ delay: null });
    mockApi({
      '/api/auth/get-session': signedIn,
      '/api/v1/quizzes/': quiz(),
      '/api/v1/quizzes/90/': () =>
        jsonResponse({ detail: 'English words the server may reword.', code: 'journey.viewOnly' }, 403),
    });
    const { router } = renderRoutes(quizPath);
    await user.click(await screen.findByRole('radio', { name: 'Option B11' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(
      screen.getByText(
        'Ce programme est ouvert en consultation seulement : votre progression et vos remises ne peuvent plus changer.',
      ),
    ).toBeInTheDocument();
  });
});
