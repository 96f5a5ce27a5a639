import type { TSubscription } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listOf } from '../../../test/fixtures';
import { jsonResponse, mockApi, requestsTo, signedIn } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';
import { subscription } from '../../../test/subscription-fixtures';

const roomPath = '/program-journey/room/personal-support-worker/301';
const supportPath = '/api/v1/support/';

function mockRoom(answer: Partial<TSubscription> | (() => Response)) {
  return mockApi({
    '/api/auth/get-session': signedIn,
    '/api/v1/subscriptions/': listOf([]),
    '/api/v1/subscriptions/301/': typeof answer === 'function' ? answer : { ...subscription, ...answer },
    [supportPath]: () =>
      jsonResponse(
        { id: 1, subject: 'Access', message: 'I paid', source: 'access', created_at: '2026-01-01T00:00:00Z' },
        201,
      ),
  });
}

describe('the course room', () => {
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
    const user = userEvent.setup();
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
      screen.getByText('Your access to Personal Support Worker closed on Jan 31, 2026.'),
    ).toBeInTheDocument();
  });

  it('opens the room of a subscription with access', async () => {
    mockRoom({});
    renderRoutes(roomPath);
    expect(await screen.findByRole('heading', { name: 'Course room', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Personal Support Worker')).toBeInTheDocument();
  });

  it('sends a subscription that cannot be loaded to the dashboard', async () => {
    mockRoom(() => jsonResponse({ detail: 'Not found.' }, 404));
    const { router } = renderRoutes(roomPath);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
