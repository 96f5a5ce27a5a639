import type { TSubscription } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { courseDetail, listOf } from '../../../test/fixtures';
import { jsonResponse, mockApi, signedIn } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';
import { subscription } from '../../../test/subscription-fixtures';

const trial: TSubscription = {
  ...subscription,
  id: 302,
  course: 8,
  course_slug: 'first-aid-basics',
  course_name: 'First Aid Basics',
  current_content: null,
  status: 'trial',
  payment_type: null,
  payment_status: 'unpaid',
  price: 8900,
  // 02:00 UTC on the 10th is still the 9th in Toronto
  trial_ends_at: '2026-03-10T02:00:00.000Z',
  course_completion: 10,
};
const unpaid: TSubscription = {
  ...subscription,
  id: 303,
  course: 9,
  course_slug: 'business-communication',
  course_name: 'Business Communication',
  current_content: null,
  status: 'unpaid',
  payment_type: null,
  payment_status: 'unpaid',
  price: 34900,
  course_access: false,
  access: 'pending',
  course_completion: 0,
};
const viewOnly: TSubscription = {
  ...subscription,
  id: 304,
  course: 10,
  course_slug: 'medical-office-administration',
  course_name: 'Medical Office Administration',
  status: 'graduated',
  access: 'view_only',
  can_access_course_post_graduation: true,
  post_graduation_access_end_date: '2026-12-31',
  has_gpa: true,
  gpa_final_score: 3.456,
  course_completion: 100,
};
const closed: TSubscription = {
  ...viewOnly,
  id: 305,
  course: 11,
  course_slug: 'food-handler-certification',
  course_name: 'Food Handler Certification',
  access: 'closed',
  course_access: false,
  can_access_course_post_graduation: false,
  post_graduation_access_end_date: null,
  gpa_final_score: null,
};

function mockDashboard(subscriptions: unknown, course: unknown = courseDetail, overrides = {}) {
  return mockApi({
    '/api/auth/get-session': signedIn,
    '/api/v1/subscriptions/': subscriptions,
    [`/api/v1/courses/${courseDetail.id}/`]: course,
    ...overrides,
  });
}

const card = (name: string) => screen.getByRole('article', { name });

describe('My Programs', () => {
  it('says when the next instalment is overdue, with the way to pay it', async () => {
    const onPlan = { ...subscription, payment_type: 'payment_plan', payment_status: 'partially_paid' };
    mockDashboard(listOf([onPlan]), courseDetail, {
      '/api/v1/subscriptions/301/upcoming-installment/': {
        id: 31,
        number: 2,
        due_date: '2026-11-19',
        due_amount: 100000,
        status: 'pending',
        can_pay: { can_pay: true, reason: '' },
        days_until_due: -3,
      },
    });
    renderRoutes('/dashboard');
    const banner = await screen.findByText('Your instalment of $1,000.00 is overdue by 3 days.');
    expect(
      within(banner.closest('[role="alert"]') as HTMLElement).getByRole('link', { name: 'Pay now' }),
    ).toHaveAttribute('href', '/checkout/7?subscription=301');
  });

  it('shows a card for every subscription with its status, payment, progress and the way in', async () => {
    mockDashboard(listOf([subscription, trial, unpaid, viewOnly, closed]));
    renderRoutes('/dashboard');
    await screen.findByRole('article', { name: 'Personal Support Worker' });

    const active = card('Personal Support Worker');
    expect(within(active).getByText('Active')).toBeInTheDocument();
    expect(within(active).getByText('$2,500.00 paid')).toBeInTheDocument();
    expect(within(active).getByText('50% complete')).toBeInTheDocument();
    expect(
      within(active).getByRole('progressbar', { name: 'Progress in Personal Support Worker' }),
    ).toHaveAttribute('aria-valuenow', '50');
    expect(within(active).getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/program-journey/room/personal-support-worker/301/102',
    );
    expect(within(active).queryByRole('link', { name: 'Complete payment' })).not.toBeInTheDocument();
    expect(within(active).queryByText('GPA')).not.toBeInTheDocument();

    const onTrial = card('First Aid Basics');
    expect(within(onTrial).getByText('Free trial')).toBeInTheDocument();
    expect(within(onTrial).getByText('Trial ends Mar 9, 2026')).toBeInTheDocument();
    expect(within(onTrial).getByRole('link', { name: 'Complete payment' })).toHaveAttribute(
      'href',
      '/checkout/8?subscription=302',
    );

    const toPay = card('Business Communication');
    expect(within(toPay).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(toPay).getByText('Not paid')).toBeInTheDocument();
    expect(within(toPay).getByText('$349.00 to pay')).toBeInTheDocument();
    // no access yet: the room says so, with the way to ask
    expect(within(toPay).getByRole('link', { name: 'Start' })).toHaveAttribute(
      'href',
      '/program-journey/room/business-communication/303',
    );
    expect(within(toPay).getByRole('link', { name: 'Complete payment' })).toHaveAttribute(
      'href',
      '/checkout/9?subscription=303',
    );

    const graduate = card('Medical Office Administration');
    expect(within(graduate).getByText('Graduated')).toBeInTheDocument();
    expect(within(graduate).getByText('View-only access until Dec 31, 2026')).toBeInTheDocument();
    expect(within(graduate).getByText('3.46')).toBeInTheDocument();
    expect(within(graduate).getByRole('link', { name: 'Continue' })).toBeInTheDocument();

    const done = card('Food Handler Certification');
    expect(within(done).getByText('Access closed')).toBeInTheDocument();
    expect(within(done).getByText('Not graded yet')).toBeInTheDocument();
    expect(within(done).queryByRole('link', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('puts the newest program the student can open first, with its course details', async () => {
    mockDashboard(listOf([unpaid, subscription]));
    renderRoutes('/dashboard');
    const current = await screen.findByRole('region', { name: 'Personal Support Worker' });
    expect(within(current).getByText('Continue learning')).toBeInTheDocument();
    expect(within(current).getByText('Become a certified PSW.')).toBeInTheDocument();
    expect(within(current).getByText('1 section · 2 learning items')).toBeInTheDocument();
    expect(within(current).getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/program-journey/room/personal-support-worker/301/102',
    );
  });

  it('names the program and its cohort in the language the server gives them', async () => {
    mockDashboard(
      listOf([
        {
          ...subscription,
          course_name: 'Préposé aux bénéficiaires',
          course_name_lang: 'fr-CA',
          cohort: 4,
          cohort_name: 'Fall 2027 Cohort',
          cohort_name_lang: 'en',
        },
      ]),
    );
    renderRoutes('/dashboard');
    const programCard = await screen.findByRole('article', { name: 'Préposé aux bénéficiaires' });
    expect(within(programCard).getByRole('heading', { name: 'Préposé aux bénéficiaires' })).toHaveAttribute(
      'lang',
      'fr-CA',
    );
    expect(within(programCard).getByText('Fall 2027 Cohort')).toHaveAttribute('lang', 'en');
  });

  it('still lists the programs when the current course cannot be loaded', async () => {
    mockDashboard(listOf([subscription]), () => jsonResponse({ detail: 'Not found.' }, 404));
    renderRoutes('/dashboard');
    expect(await screen.findByRole('article', { name: 'Personal Support Worker' })).toBeInTheDocument();
    expect(screen.queryByText('Continue learning')).not.toBeInTheDocument();
  });

  it('invites a student without programs to browse them', async () => {
    mockDashboard(listOf([]));
    renderRoutes('/dashboard');
    expect(await screen.findByText('No programs yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse programs' })).toHaveAttribute('href', '/programs');
  });

  it('says when the programs cannot be loaded, and tries again', async () => {
    let calls = 0;
    mockDashboard(() => {
      calls += 1;
      return calls === 1 ? jsonResponse({ detail: 'Boom' }, 500) : jsonResponse(listOf([subscription]));
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes('/dashboard');
    expect(await screen.findByText('Your programs could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(card('Personal Support Worker')).toBeInTheDocument());
  });
});
