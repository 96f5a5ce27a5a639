import { FORUM_MESSAGES, type TForumThreadSummary } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { courseDetail, listOf } from '../../../test/fixtures';
import { jsonResponse, mockApi, requestsTo, signedIn } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';
import { subscription } from '../../../test/subscription-fixtures';
import { boards, otherProgram, thread, threadSummary } from '../forum-test-data';

const general = [
  threadSummary({ id: 61, title: 'Welcome, everyone', course_id: null, reply_count: 1, unread_count: 0 }),
];
const programThreads = [threadSummary()];

function mockForum(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    '/api/auth/get-session': signedIn,
    '/api/v1/forum/boards/': { results: boards },
    '/api/v1/forum/threads/': (url: URL) => {
      const course = url.searchParams.get('course');
      if (course === String(otherProgram.id))
        return jsonResponse({ detail: FORUM_MESSAGES.notEnrolled, code: 'forum.notEnrolled' }, 403);
      return jsonResponse(listOf(course === String(courseDetail.id) ? programThreads : general));
    },
    ...overrides,
  });
}

describe('the discussion board', { timeout: 20_000 }, () => {
  it('shows the general board first and keeps the chosen board in the address', async () => {
    mockForum();
    const { router } = renderRoutes('/forum');
    expect(await screen.findByRole('heading', { name: 'Discussion Board', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Welcome, everyone')).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Boards' });
    expect(within(tabs).getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: `${courseDetail.name} 2 new` })).toBeInTheDocument();

    await userEvent.click(within(tabs).getByRole('tab', { name: `${courseDetail.name} 2 new` }));
    expect(router.state.location.search).toBe(`?course=${courseDetail.id}`);
    expect(await screen.findByText('Study group for the final')).toBeInTheDocument();
    expect(screen.queryByText('Welcome, everyone')).not.toBeInTheDocument();

    await userEvent.click(within(tabs).getByRole('tab', { name: 'General' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Welcome, everyone')).toBeInTheDocument();
  });

  it('lists a thread with its author, replies, last activity and what is new, linking to it', async () => {
    mockForum();
    renderRoutes(`/forum?course=${courseDetail.id}`);
    const link = await screen.findByRole('link', { name: /Study group for the final/ });
    expect(link).toHaveAttribute('href', '/forum/51');
    expect(within(link).getByText('AL')).toBeInTheDocument();
    expect(within(link).getByText(/Started by Ada Lee · 3 replies · last activity/)).toBeInTheDocument();
    expect(within(link).getByText('3 hours ago')).toBeInTheDocument();
    expect(within(link).getByText('2 new')).toBeInTheDocument();
    expect(within(screen.getByRole('tablist')).getByRole('tab', { selected: true })).toHaveAccessibleName(
      `${courseDetail.name} 2 new`,
    );
  });

  it('loads more threads a page at a time', async () => {
    const all: TForumThreadSummary[] = Array.from({ length: 25 }, (_, i) =>
      threadSummary({ id: 100 + i, title: `Topic ${i + 1}`, unread_count: 0 }),
    );
    const fetchMock = mockForum({
      '/api/v1/forum/threads/': (url: URL) => {
        const offset = Number(url.searchParams.get('offset'));
        const limit = Number(url.searchParams.get('limit'));
        return jsonResponse({ ...listOf(all.slice(offset, offset + limit)), count: all.length });
      },
    });
    renderRoutes('/forum');
    expect(await screen.findByText('Topic 20')).toBeInTheDocument();
    expect(screen.queryByText('Topic 21')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Topic 25')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const offsets = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/v1/forum/threads/')
      .map((url) => url.searchParams.get('offset'));
    expect(offsets).toEqual(['0', '20']);
  });

  it('says when the student is not in the program of the board asked for', async () => {
    mockForum();
    renderRoutes(`/forum?course=${otherProgram.id}`);
    expect(await screen.findByText('You are not enrolled in this program.')).toBeInTheDocument();
  });

  it('says a board the student may not read by its code, in the reader’s language', async () => {
    await changeLanguage('fr-CA', false);
    mockForum({
      '/api/v1/forum/threads/': () =>
        jsonResponse({ detail: 'English words the server may reword.', code: 'forum.notEnrolled' }, 403),
    });
    renderRoutes(`/forum?course=${otherProgram.id}`);
    expect(await screen.findByText('Vous n’avez pas d’inscription à ce programme.')).toBeInTheDocument();
  });

  it("speaks the reader's language, the contract's messages too", async () => {
    await changeLanguage('fr-CA', false);
    mockForum();
    renderRoutes(`/forum?course=${courseDetail.id}`);
    expect(
      await screen.findByText(/Lancée par Ada Lee · 3 réponses · dernière activité/),
    ).toBeInTheDocument();
    expect(screen.getByText('il y a 3 heures')).toBeInTheDocument();
    expect(screen.getByText('Food Handler Certification')).toHaveAttribute('lang', 'en');
    await userEvent.click(screen.getByRole('tab', { name: 'Food Handler Certification' }));
    expect(await screen.findByText('Vous n’avez pas d’inscription à ce programme.')).toBeInTheDocument();
  });

  it('says when the board has no threads yet', async () => {
    mockForum({ '/api/v1/forum/threads/': listOf([]) });
    renderRoutes('/forum');
    expect(await screen.findByText('No discussions yet')).toBeInTheDocument();
  });
});

describe('starting a thread', { timeout: 20_000 }, () => {
  it("checks the contract's rules, shows the server's refusals under the fields and keeps what was typed", async () => {
    let answer = () => jsonResponse({ title: ['Ensure this field has no more than 200 characters.'] }, 400);
    const fetchMock = mockForum({
      '/api/v1/forum/threads/': (url: URL, init?: RequestInit) =>
        init?.method === 'POST' ? answer() : jsonResponse(listOf(programThreads)),
      '/api/v1/forum/threads/55/': thread({ id: 55, title: 'Quiz 2 question' }),
    });
    const { router } = renderRoutes(`/forum?course=${courseDetail.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'New thread' }));
    const form = await screen.findByRole('form', { name: 'New thread' });

    await userEvent.click(within(form).getByRole('button', { name: 'Start thread' }));
    expect(await within(form).findByText('Ensure this field has at least 3 characters.')).toBeInTheDocument();
    expect(within(form).getByText('Please write your message.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/v1/forum/threads/').filter(Boolean)).toEqual([]);

    await userEvent.type(within(form).getByLabelText('Title'), 'Quiz 2 question');
    await userEvent.type(within(form).getByLabelText('Message'), 'Is question 4 about *hygiene*?');
    await userEvent.click(within(form).getByRole('button', { name: 'Start thread' }));
    expect(
      await within(form).findByText('Ensure this field has no more than 200 characters.'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Title')).toHaveValue('Quiz 2 question');
    expect(within(form).getByLabelText('Message')).toHaveValue('Is question 4 about *hygiene*?');

    answer = () => jsonResponse({ detail: FORUM_MESSAGES.notEnrolled, code: 'forum.notEnrolled' }, 403);
    await userEvent.click(within(form).getByRole('button', { name: 'Start thread' }));
    expect(await within(form).findByText('You are not enrolled in this program.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Message')).toHaveValue('Is question 4 about *hygiene*?');

    answer = () => jsonResponse(thread({ id: 55, title: 'Quiz 2 question' }), 201);
    await userEvent.click(within(form).getByRole('button', { name: 'Start thread' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forum/55'));
    expect(requestsTo(fetchMock, '/api/v1/forum/threads/').filter(Boolean).at(-1)).toEqual({
      course: courseDetail.id,
      title: 'Quiz 2 question',
      body: 'Is question 4 about *hygiene*?',
    });
    expect(await screen.findByRole('heading', { name: 'Quiz 2 question', level: 1 })).toBeInTheDocument();
  });

  it("mentions an item of the board's program where the cursor is", async () => {
    mockForum({ [`/api/v1/courses/${courseDetail.id}/`]: courseDetail });
    renderRoutes(`/forum?course=${courseDetail.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'New thread' }));
    const message = await screen.findByLabelText('Message');
    await userEvent.type(message, 'See please');
    (message as HTMLTextAreaElement).setSelectionRange(3, 3);
    await userEvent.click(screen.getByRole('button', { name: 'Mention content' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Roles and duties' }));
    // set apart from the words on either side, so that it stays a mention
    expect(message).toHaveValue('See [[content:102]] please');
  });

  it('says a refusal by its code, in the reader’s language, above the form and under a field', async () => {
    await changeLanguage('fr-CA', false);
    let answer = () =>
      jsonResponse({ detail: 'English words the server may reword.', code: 'forum.notEnrolled' }, 403);
    mockForum({
      '/api/v1/forum/threads/': (url: URL, init?: RequestInit) =>
        init?.method === 'POST' ? answer() : jsonResponse(listOf(programThreads)),
    });
    renderRoutes(`/forum?course=${courseDetail.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Nouvelle discussion' }));
    const form = await screen.findByRole('form', { name: 'Nouvelle discussion' });
    await userEvent.type(within(form).getByLabelText('Titre'), 'Question sur le quiz 2');
    await userEvent.type(within(form).getByLabelText('Message'), 'La question 4 porte-t-elle sur l’hygiène?');
    await userEvent.click(within(form).getByRole('button', { name: 'Lancer la discussion' }));
    expect(
      await within(form).findByText('Vous n’avez pas d’inscription à ce programme.'),
    ).toBeInTheDocument();

    answer = () =>
      jsonResponse(
        {
          title: ['English words the server may reword.'],
          codes: { title: [{ code: 'forum.titleTooLong' }] },
        },
        400,
      );
    await userEvent.click(within(form).getByRole('button', { name: 'Lancer la discussion' }));
    expect(
      await within(form).findByText('Ce champ ne doit pas dépasser 200 caractères.'),
    ).toBeInTheDocument();
  });

  it('has no mention picker on the general board', async () => {
    mockForum();
    renderRoutes('/forum');
    await userEvent.click(await screen.findByRole('button', { name: 'New thread' }));
    expect(await screen.findByLabelText('Message')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mention content' })).not.toBeInTheDocument();
  });
});

describe("the course room's forum tab", { timeout: 20_000 }, () => {
  it("opens the program's board", async () => {
    mockForum({
      '/api/v1/subscriptions/301/': subscription,
      '/api/v1/subscriptions/': listOf([subscription]),
    });
    const { router } = renderRoutes(`/program-journey/room/${subscription.course_slug}/301?tab=forum`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/forum'));
    expect(router.state.location.search).toBe(`?course=${courseDetail.id}`);
    expect(await screen.findByText('Study group for the final')).toBeInTheDocument();
    expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName(`${courseDetail.name} 2 new`);
  });
});
