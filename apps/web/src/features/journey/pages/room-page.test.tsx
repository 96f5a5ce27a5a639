import type { TContent, TSubscription } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { institute, listOf } from '../../../test/fixtures';
import { jsonResponse, mockApi, requestsTo, signedIn } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';
import { subscription } from '../../../test/subscription-fixtures';
import { documentContent, lessonContent, videoContent } from '../content/content-fixtures';
import { expectNameMarked, sentence } from '../../../test/sentence';
import { changeLanguage } from '../../../i18n/i18n';

const roomPath = '/program-journey/room/personal-support-worker/301';
const supportPath = '/api/v1/support/';

const summary = (content: TContent) => ({
  id: content.id,
  name: content.name,
  lang: content.lang,
  content_type: content.content_type,
  duration: content.duration,
  can_skip: content.can_skip,
  index: content.index,
  is_completed: content.is_completed,
  is_unlocked: content.is_unlocked,
  can_proceed_to_next_content: content.can_proceed_to_next_content,
  marks: content.marks,
  passed: content.passed,
});
const lesson = lessonContent({
  id: 601,
  index: 0,
  is_completed: true,
  can_proceed_to_next_content: { can_proceed: true, reason: null },
  next_content: { id: 602, name: 'Welcome video', lang: 'en', section: 11 },
});
const video = videoContent({
  index: 1,
  can_proceed_to_next_content: { can_proceed: false, reason: 'Watch the video to the end to continue.' },
  previous_content: { id: 601, name: 'Roles and duties', lang: 'en', section: 11 },
  next_content: { id: 603, name: 'Care glossary', lang: 'en', section: 11 },
});
const lockedDocument = documentContent({
  index: 2,
  is_unlocked: {
    is_unlocked: false,
    reason: 'Complete “Welcome video” to unlock this.',
    reason_code: { code: 'journey.lockedBy', params: { name: 'Welcome video', lang: 'en' } },
  },
});
const sections = {
  count: 1,
  next: null,
  previous: null,
  subscription: 301,
  mandatory_content_progress: 33,
  results: [
    {
      id: 11,
      name: 'Foundations',
      lang: 'en',
      description: '',
      index: 1,
      duration: 2400,
      contents: [summary(lesson), summary(video), summary(lockedDocument)],
    },
  ],
};

function mockRoom(
  answer: Partial<TSubscription> | (() => Response),
  overrides: Parameters<typeof mockApi>[0] = {},
) {
  return mockApi({
    '/api/auth/get-session': signedIn,
    '/api/v1/subscriptions/': listOf([]),
    '/api/v1/subscriptions/301/': typeof answer === 'function' ? answer : { ...subscription, ...answer },
    '/api/v1/subscriptions/301/current-content/': { ...subscription },
    '/api/v1/sections/': sections,
    '/api/v1/contents/601/': lesson,
    '/api/v1/contents/601/view/': lesson,
    '/api/v1/contents/602/': video,
    '/api/v1/contents/603/': () => jsonResponse({ detail: 'Complete “Welcome video” to unlock this.' }, 403),
    ...overrides,
    [supportPath]: () =>
      jsonResponse(
        { id: 1, subject: 'Access', message: 'I paid', source: 'access', created_at: '2026-01-01T00:00:00Z' },
        201,
      ),
  });
}

describe('the course room', () => {
  it('opens where the student left off, with the outline, the section and Next as the server allows', async () => {
    const fetchMock = mockRoom({ current_content: 602 });
    const { router } = renderRoutes(roomPath);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${roomPath}/602`));
    expect(await screen.findByRole('heading', { name: 'Welcome video', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Foundations', { selector: 'p' })).toBeInTheDocument();
    // the sidebar names the program in its language
    for (const name of screen.getAllByRole('heading', { name: subscription.course_name, level: 2 }))
      expect(name).toHaveAttribute('lang', subscription.course_name_lang);
    expect(await screen.findByRole('status')).toHaveTextContent('Watch the video to the end to continue.');
    for (const next of screen.getAllByRole('button', { name: 'Next' })) expect(next).toBeDisabled();
    for (const previous of screen.getAllByRole('link', { name: 'Previous' }))
      expect(previous).toHaveAttribute('href', `${roomPath}/601`);
    const outline = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(outline).getByRole('link', { name: /Roles and duties/ })).toHaveAttribute(
      'href',
      `${roomPath}/601`,
    );
    expect(within(outline).getByRole('img', { name: 'Completed' })).toBeInTheDocument();
    expect(within(outline).getByRole('img', { name: 'Locked' })).toBeInTheDocument();
    expect(within(outline).queryByRole('link', { name: /Care glossary/ })).not.toBeInTheDocument();
    // a locked item is named by what it shows (title, type, length) and described by its reason
    const locked = within(outline).getByRole('button', { name: /^Care glossary/ });
    expect(locked).toHaveAccessibleName(/^Care glossary Document · \d+ min.* Locked$/);
    expect(locked).toHaveAccessibleDescription('Complete “Welcome video” to unlock this.');
    expect(screen.getByRole('progressbar', { name: 'Completion' })).toHaveAttribute('aria-valuenow', '33');
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/v1/subscriptions/301/current-content/')).toContainEqual({
        content: 602,
      }),
    );
  });

  it('moves on with Next once the item allows it', async () => {
    const user = userEvent.setup({ delay: null });
    mockRoom({});
    const { router } = renderRoutes(`${roomPath}/601`);
    const [, bottomNext] = await screen.findAllByRole('link', { name: 'Next' });
    await user.click(bottomNext!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${roomPath}/602`));
    // the reader is put at the new item's heading, as on a new page
    const heading = await screen.findByRole('heading', { name: 'Welcome video', level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('leads from the last item to the completion page once every mandatory item is done', async () => {
    mockRoom(
      {},
      {
        '/api/v1/contents/601/': { ...lesson, next_content: null, mandatory_content_progress: 100 },
        '/api/v1/contents/601/view/': { ...lesson, next_content: null, mandatory_content_progress: 100 },
      },
    );
    renderRoutes(`${roomPath}/601`);
    expect(await screen.findByRole('link', { name: /Complete the program/ })).toHaveAttribute(
      'href',
      '/program-journey/program-completion/personal-support-worker/301',
    );
  });

  it('says in the sidebar that the certificate waits for grading once every required item is done', async () => {
    mockRoom(
      {},
      {
        '/api/v1/sections/': { ...sections, mandatory_content_progress: 100 },
        '/api/v1/subscriptions/301/certificate/': {
          ...{
            subscription: 301,
            available: false,
            state: 'awaiting_grading',
            mandatory_content_progress: 100,
          },
          reason:
            'Your certificate is waiting for grading: it is issued once every required item is graded at or above its pass mark.',
          standing: { state: 'awaiting_grading', holding: [] },
          certificate: null,
        },
      },
    );
    renderRoutes(`${roomPath}/601`);
    expect(
      await screen.findByRole('link', { name: /Waiting for grading: your certificate is issued/ }),
    ).toHaveAttribute('href', '/program-journey/program-completion/personal-support-worker/301');
    expect(screen.queryByText(/Your certificate is ready/)).not.toBeInTheDocument();
  });

  it('opens the AI Power Tutor over the room from the sidebar, when the school offers it', async () => {
    const user = userEvent.setup({ delay: null });
    mockRoom(
      {},
      {
        '/api/v1/institute/': listOf([{ ...institute, enable_power_tutor: true }]),
        '/api/v1/tutor/conversations/301/': {
          subscription_id: 301,
          course: {
            id: subscription.course,
            name: subscription.course_name,
            lang: subscription.course_name_lang,
            slug: subscription.course_slug,
          },
          messages: [],
          quota: { daily_limit: 20, used_today: 0, remaining: 20 },
        },
      },
    );
    const { router } = renderRoutes(`${roomPath}/601`);
    await user.click(await screen.findByRole('link', { name: 'AI Power Tutor' }));
    const dialog = await screen.findByRole('dialog', { name: 'AI Power Tutor' });
    expect(router.state.location.search).toBe('?tutor=open');
    expect(await within(dialog).findByText('20 questions left today')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close the tutor' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location).toMatchObject({ pathname: `${roomPath}/601`, search: '' });
  });

  it('shows the server’s reason for a locked item opened by its address, with the way back', async () => {
    mockRoom({});
    renderRoutes(`${roomPath}/603`);
    expect(
      await screen.findByText('Complete “Welcome video” to unlock this.', { selector: '.MuiAlert-message' }),
    ).toBeInTheDocument();
    for (const previous of screen.getAllByRole('link', { name: 'Previous' }))
      expect(previous).toHaveAttribute('href', `${roomPath}/602`);
    for (const next of screen.getAllByRole('button', { name: 'Next' })) expect(next).toBeDisabled();
  });

  it('says why the course structure could not be loaded, with Retry', async () => {
    mockRoom({}, { '/api/v1/sections/': () => jsonResponse({ detail: 'The database is busy.' }, 503) });
    renderRoutes(roomPath);
    expect(
      await screen.findByText('Failed to load course structure: The database is busy.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('sends the student to My Programs when the server says so', async () => {
    mockRoom(
      {},
      {
        '/api/v1/contents/601/': () =>
          jsonResponse({ detail: 'Your access to this program has ended.', redirect_dashboard: true }, 403),
      },
    );
    const { router } = renderRoutes(`${roomPath}/601`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Your access to this program has ended.')).toBeInTheDocument();
  });

  it('shows the access-pending screen, with the school’s note, while access is not open', async () => {
    mockRoom({ access: 'pending', course_access: false, student_remark: 'Waiting for your first payment.' });
    renderRoutes(roomPath);
    expect(
      await screen.findByRole('heading', { name: 'Program Access Pending', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Waiting for your first payment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(document.title).toBe('Program Access Pending | Maple Leaf College');
  });

  it('leaves the note out when the school wrote none', async () => {
    mockRoom({ access: 'pending', course_access: false, student_remark: '' });
    renderRoutes(roomPath);
    await screen.findByRole('heading', { name: 'Program Access Pending', level: 1 });
    expect(screen.queryByText('Note from the school')).not.toBeInTheDocument();
  });

  it('lets the student contact support from the access-pending screen', async () => {
    const fetchMock = mockRoom({ access: 'pending', course_access: false });
    const user = userEvent.setup({ delay: null });
    renderRoutes(roomPath);
    await user.click(await screen.findByRole('button', { name: 'Contact Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Admin' });
    await user.type(within(dialog).getByPlaceholderText('Write your subject'), 'Access');
    await user.type(within(dialog).getByPlaceholderText('Write your text here'), 'I paid');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Your message has been sent to the admin. We will get back to you soon.'),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, supportPath)).toEqual([
      { subject: 'Access', message: 'I paid', source: 'access' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('tells a graduate with post-graduation access that it is view-only until the date', async () => {
    mockRoom({
      status: 'graduated',
      access: 'view_only',
      can_access_course_post_graduation: true,
      post_graduation_access_end_date: '2026-12-31',
    });
    renderRoutes(roomPath);
    expect(
      await screen.findByText(
        'You graduated from this program. You can look through it until Dec 31, 2026, without changing anything.',
      ),
    ).toBeInTheDocument();
  });

  it('says the program is closed once post-graduation access has ended', async () => {
    mockRoom({
      status: 'graduated',
      access: 'closed',
      course_access: false,
      can_access_course_post_graduation: true,
      post_graduation_access_end_date: '2026-01-31',
    });
    renderRoutes(roomPath);
    expect(await screen.findByRole('heading', { name: 'Program closed', level: 1 })).toBeInTheDocument();
    expect(
      screen.getByText(sentence('Your access to Personal Support Worker closed on Jan 31, 2026.')),
    ).toBeInTheDocument();
  });

  it('sends a subscription that cannot be loaded to the dashboard', async () => {
    mockRoom(() => jsonResponse({ detail: 'Not found.' }, 404));
    const { router } = renderRoutes(roomPath);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('marks the program’s name in its own language when a French page says the subscription is cancelled', async () => {
    await changeLanguage('fr-CA', false);
    mockRoom({ status: 'cancelled', access: 'closed', course_access: false });
    renderRoutes(roomPath);
    await expectNameMarked(
      'Votre abonnement à Personal Support Worker a été annulé\u202f; le programme est donc fermé.',
      'Personal Support Worker',
      'en',
    );
  });

  it('names the item to finish first in its own language when a French page says why an item is locked', async () => {
    await changeLanguage('fr-CA', false);
    const user = userEvent.setup({ delay: null });
    mockRoom({ current_content: 602 });
    renderRoutes(roomPath);
    const outline = await screen.findByRole('navigation', { name: 'Sections' });
    const locked = await within(outline).findByRole('button', { name: /^Care glossary/ });
    const reason = 'Terminez «\u00a0Welcome video\u00a0» pour déverrouiller cet élément.';
    expect(locked).toHaveAccessibleDescription(reason);
    await user.hover(locked);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe(reason);
    expect(within(tooltip).getByText('Welcome video')).toHaveAttribute('lang', 'en');
  });
});
