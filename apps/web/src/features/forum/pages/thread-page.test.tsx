import { FORUM_MESSAGES, type TForumThread } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { courseDetail } from '../../../test/fixtures';
import { jsonResponse, mockApi, requestsTo, signedIn } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';
import { minutesAgo, myPost, post, thread } from '../forum-test-data';
import { expectNameMarked } from '../../../test/sentence';
import { changeLanguage } from '../../../i18n/i18n';

const threadUrl = '/api/v1/forum/threads/51/';

function mockThread(answer: TForumThread | (() => Response), overrides: Parameters<typeof mockApi>[0] = {}) {
  let current = answer;
  const fetchMock = mockApi({
    '/api/auth/get-session': signedIn,
    [threadUrl]: () => (typeof current === 'function' ? current() : jsonResponse(current)),
    ...overrides,
  });
  return { fetchMock, answerWith: (next: TForumThread) => (current = next) };
}

const postOf = (author: string) =>
  screen.getByRole('article', { name: new RegExp(`^${author}`) }) as HTMLElement;

describe('a thread', { timeout: 20_000 }, () => {
  it('shows each post with its author and time, and which are edited, deleted, hidden or new', async () => {
    mockThread(
      thread({
        posts: [
          post(),
          post({
            id: 703,
            author: { name: 'Ben Roy', initials: 'BR', is_me: false },
            state: 'deleted',
            body: '',
          }),
          post({
            id: 704,
            author: { name: 'Cy Tan', initials: 'CT', is_me: false },
            state: 'hidden',
            body: '',
          }),
          post({
            id: 705,
            author: { name: 'Di Wu', initials: 'DW', is_me: false },
            body: 'Fixed my typo',
            edited_at: minutesAgo(1),
            created_at: minutesAgo(10),
            unread: true,
          }),
        ],
      }),
    );
    renderRoutes('/forum/51');
    expect(
      await screen.findByRole('heading', { name: 'Study group for the final', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Back to ${courseDetail.name}` })).toHaveAttribute(
      'href',
      `/forum?course=${courseDetail.id}`,
    );
    // the program above the title says its language
    expect(screen.getByText(courseDetail.name, { selector: 'p' })).toHaveAttribute('lang', courseDetail.lang);

    const first = postOf('Ada Lee');
    expect(within(first).getByText('5 hours ago')).toBeInTheDocument();
    expect(within(first).getByText('Tuesday').tagName).toBe('STRONG');
    expect(within(first).queryByText('New')).not.toBeInTheDocument();
    expect(within(postOf('Ben Roy')).getByText('This post was deleted.')).toBeInTheDocument();
    expect(within(postOf('Cy Tan')).getByText('This post was hidden by a moderator.')).toBeInTheDocument();
    const edited = postOf('Di Wu');
    expect(within(edited).getByText(/\(edited\)/)).toBeInTheDocument();
    expect(within(edited).getByText('New')).toBeInTheDocument();
    expect(within(edited).getByText('Fixed my typo')).toBeInTheDocument();
  });

  it('shows HTML in a post as text, never as elements of the page', async () => {
    const script = '<script>window.hacked = true</script>';
    mockThread(thread({ posts: [post({ body: `Look: ${script} <b>bold?</b>` })] }));
    renderRoutes('/forum/51');
    const article = await screen.findByRole('article', { name: /^Ada Lee/ });
    expect(article).toHaveTextContent(`Look: ${script} <b>bold?</b>`);
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('b')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it("links mentions of the program's items into the reader's own room, and leaves others as text", async () => {
    mockThread(
      thread({
        posts: [
          post({
            body: 'Read [[content:102]] first, then [[content:999]]. `[[content:102]]` stays code.',
            mentions: [{ content_id: 102, name: 'Roles and duties', content_type: 'lesson' }],
          }),
        ],
      }),
    );
    renderRoutes('/forum/51');
    const link = await screen.findByRole('link', { name: 'Roles and duties' });
    expect(link).toHaveAttribute('href', '/program-journey/room/personal-support-worker/301/102');
    const article = postOf('Ada Lee');
    expect(article).toHaveTextContent('then [[content:999]].');
    expect(within(article).getByText('[[content:102]]').tagName).toBe('CODE');
    expect(within(article).getAllByRole('link')).toHaveLength(1);
  });

  it('shows the not-found screen for a thread the student cannot see', async () => {
    mockThread(() => jsonResponse({ detail: 'Discussion not found.' }, 404));
    renderRoutes('/forum/51');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it.each([
    [false, 'This discussion was hidden', ['Back to the Discussion Board']],
    [true, 'Your discussion was hidden', ['Back to the Discussion Board', 'Contact support']],
  ])('says a hidden thread was hidden (own: %s), not that it is missing', async (own, heading, links) => {
    mockThread(() => jsonResponse({ detail: 'This discussion was hidden by a moderator.', own }, 410));
    renderRoutes('/forum/51');
    // by text: the whole shell's roles are slow to compute
    const title = await screen.findByText(heading, { selector: 'h1' }, { timeout: 5000 });
    const main = title.closest('main')!;
    expect([...main.querySelectorAll('a')].map((a) => a.textContent)).toEqual(links);
  });
});

describe('own posts', { timeout: 20_000 }, () => {
  it('can be edited and deleted only within the edit window', async () => {
    mockThread(
      thread({
        posts: [
          post(),
          myPost(),
          // the server said yes when it answered, but the window has closed since
          myPost({ id: 706, body: 'An older one', created_at: minutesAgo(31) }),
          myPost({ id: 707, body: 'Too old', can_edit: false, created_at: minutesAgo(90) }),
        ],
      }),
    );
    renderRoutes('/forum/51');
    await screen.findByText('Count me in.');
    const articles = screen.getAllByRole('article');
    expect(within(articles[0]!).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(articles[1]!).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(articles[1]!).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(articles[1]!).getByText('Sam Student (you)')).toBeInTheDocument();
    expect(within(articles[2]!).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(articles[3]!).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('are edited in place; a refusal keeps the new text with the reason', async () => {
    let patch = () => jsonResponse({ non_field_errors: [FORUM_MESSAGES.editWindowOver] }, 400);
    const { fetchMock, answerWith } = mockThread(thread({ posts: [post(), myPost()] }), {
      '/api/v1/forum/posts/702/': () => patch(),
    });
    renderRoutes('/forum/51');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    // the form's code loads on demand
    const field = await screen.findByLabelText('Your post');
    expect(field).toHaveValue('Count me in.');
    await userEvent.clear(field);
    await userEvent.type(field, 'Count me in, Tuesday works.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Posts can be changed only within 30 minutes of posting.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Your post')).toHaveValue('Count me in, Tuesday works.');

    const edited = myPost({ body: 'Count me in, Tuesday works.', edited_at: minutesAgo(0) });
    patch = () => jsonResponse(edited);
    answerWith(thread({ posts: [post(), edited] }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Count me in, Tuesday works.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your post')).not.toBeInTheDocument();
    expect(within(postOf('Sam Student')).getByText(/\(edited\)/)).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/v1/forum/posts/702/').at(-1)).toEqual({
      body: 'Count me in, Tuesday works.',
    });
  });

  it('are deleted after a confirmation', async () => {
    const { fetchMock, answerWith } = mockThread(thread({ posts: [post(), myPost()] }), {
      '/api/v1/forum/posts/702/': (_url: URL, init?: RequestInit) => {
        expect(init?.method).toBe('DELETE');
        answerWith(thread({ posts: [post(), myPost({ state: 'deleted', body: '', can_edit: false })] }));
        return jsonResponse(myPost({ state: 'deleted', body: '', can_edit: false }));
      },
    });
    renderRoutes('/forum/51');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this post?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, '/api/v1/forum/posts/702/')).toEqual([]);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this post?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(postOf('Sam Student')).findByText('This post was deleted.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/v1/forum/posts/702/')).toHaveLength(1);
  });
});

describe('replying', { timeout: 20_000 }, () => {
  it('keeps the reply when it is refused and empties the box once it is posted', async () => {
    let answer = () => jsonResponse({ body: [FORUM_MESSAGES.bodyTooLong] }, 400);
    const { fetchMock, answerWith } = mockThread(thread(), {
      '/api/v1/forum/threads/51/posts/': () => answer(),
    });
    renderRoutes('/forum/51');
    const box = await screen.findByLabelText('Your reply');

    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText('Please write your message.')).toBeInTheDocument();

    await userEvent.type(box, 'Tuesday is good for me.');
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(
      await screen.findByText('Ensure this field has no more than 10000 characters.'),
    ).toBeInTheDocument();
    expect(box).toHaveValue('Tuesday is good for me.');

    const reply = myPost({ id: 708, body: 'Tuesday is good for me.' });
    answer = () => {
      answerWith(thread({ posts: [post(), reply] }));
      return jsonResponse(reply, 201);
    };
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(await screen.findByRole('article', { name: /^Sam Student/ })).toHaveTextContent(
      'Tuesday is good for me.',
    );
    expect(requestsTo(fetchMock, '/api/v1/forum/threads/51/posts/').at(-1)).toEqual({
      body: 'Tuesday is good for me.',
    });
  });

  it('offers no mention picker on the general board', async () => {
    mockThread(thread({ course: null, course_id: null, subscription_id: null }));
    renderRoutes('/forum/51');
    expect(await screen.findByLabelText('Your reply')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mention content' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the Discussion Board' })).toHaveAttribute(
      'href',
      '/forum',
    );
  });

  it('marks the program’s name in its own language in the French way back to its board', async () => {
    await changeLanguage('fr-CA', false);
    mockThread(thread());
    renderRoutes('/forum/51');
    await expectNameMarked(`Retour à ${courseDetail.name}`, courseDetail.name, 'en');
  });
});
