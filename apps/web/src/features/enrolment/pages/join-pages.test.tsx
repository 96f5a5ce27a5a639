import { SUBSCRIBE_MESSAGES } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { courseDetail } from '../../../test/fixtures';
import { jsonResponse, mockApi, requestsTo, signedIn } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';
import { subscribeResponse } from '../../../test/subscription-fixtures';
import { expectNameMarked, sentence } from '../../../test/sentence';

const slugPath = `/api/v1/courses/slug/${courseDetail.slug}/`;
const subscribePath = '/api/v1/subscriptions/';
const joinPath = `/program/${courseDetail.slug}/course/join`;

const fall = {
  id: 31,
  name: 'Fall 2026',
  lang: 'en' as const,
  start_date: '2026-09-08',
  end_date: '2026-12-18',
  is_free: false,
  price: 240000,
  seats: 20,
  instructor_detail: null,
};
const cohortCourse = { ...courseDetail, is_cohort: true, cohorts: [fall] };

function mockJoin(answer: () => Response, options: { course?: unknown; session?: unknown } = {}) {
  return mockApi({
    '/api/auth/get-session': options.session ?? null,
    [slugPath]: options.course ?? courseDetail,
    [`/api/v1/courses/${courseDetail.id}/`]: courseDetail,
    [subscribePath]: answer,
  });
}

async function join(email = 'ana@example.com', path = joinPath) {
  const user = userEvent.setup({ delay: null });
  const view = renderRoutes(path);
  const field = await screen.findByRole('textbox', { name: 'Email' });
  await user.clear(field);
  await user.type(field, email);
  await user.click(screen.getByRole('button', { name: 'Join now' }));
  return { ...view, user, field };
}

describe('the join screens', () => {
  it('show the program and one required email field with the spec’s helper text', async () => {
    mockJoin(() => jsonResponse(subscribeResponse()));
    renderRoutes(joinPath);
    expect(
      await screen.findByRole('heading', { name: 'Join Personal Support Worker', level: 1 }),
    ).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Program summary' });
    expect(within(summary).getByText('$2,500.00')).toBeInTheDocument();
    expect(within(summary).getByText('Free trial: 7 days')).toBeInTheDocument();
    const field = await screen.findByRole('textbox', { name: 'Email' });
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toBeRequired();
    expect(screen.getByText(SUBSCRIBE_MESSAGES.emailHelper)).toBeInTheDocument();
    expect(document.title).toBe('Join Personal Support Worker | Maple Leaf College');
  });

  it('fill in the signed-in student’s email', async () => {
    mockJoin(() => jsonResponse(subscribeResponse()), { session: signedIn });
    renderRoutes(joinPath);
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue('sam@example.com');
  });

  it('ask for an email before sending anything', async () => {
    const fetchMock = mockJoin(() => jsonResponse(subscribeResponse()));
    const user = userEvent.setup({ delay: null });
    renderRoutes(joinPath);
    await user.click(await screen.findByRole('button', { name: 'Join now' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Join now' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(requestsTo(fetchMock, subscribePath)).toEqual([]);
  });

  it('send a new enrolment to payment-thanks', async () => {
    const fetchMock = mockJoin(() => jsonResponse(subscribeResponse()));
    const { router } = await join('Ana@Example.com ');
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/7/payment-thanks'));
    expect(router.state.location.search).toBe('?subscription=301');
    expect(requestsTo(fetchMock, subscribePath)).toEqual([{ course: 7, student_email: 'Ana@Example.com' }]);
    // the thanks page says the invitation went out, since nobody is signed in
    expect(await screen.findByText(/We sent an invitation to Ana@Example.com/)).toBeInTheDocument();
  });

  it('show the already-enrolled dialog for an enrolment older than 120 seconds', async () => {
    const longAgo = new Date(Date.now() - 121_000).toISOString();
    mockJoin(() => jsonResponse(subscribeResponse({ enroll_datetime: longAgo, invited: false })));
    const { router } = await join();
    const dialog = await screen.findByRole('dialog', { name: 'Already enrolled' });
    expect(within(dialog).getByText(SUBSCRIBE_MESSAGES.alreadyEnrolled)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=/dashboard',
    );
    expect(router.state.location.pathname).toBe(joinPath);
  });

  it('offer My Programs in the already-enrolled dialog to a signed-in student', async () => {
    const longAgo = new Date(Date.now() - 3_600_000).toISOString();
    mockJoin(() => jsonResponse(subscribeResponse({ enroll_datetime: longAgo, invited: false })), {
      session: signedIn,
    });
    await join('sam@example.com');
    const dialog = await screen.findByRole('dialog', { name: 'Already enrolled' });
    expect(within(dialog).getByRole('link', { name: 'Go to My Programs' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('start a trial with a message, then free-trial-thanks', async () => {
    mockJoin(() => jsonResponse(subscribeResponse({ status: 'trial' })));
    const { router } = await join();
    expect(
      await screen.findByText(sentence('Your free trial of Personal Support Worker has started.')),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/7/free-trial-thanks'));
    expect(router.state.location.search).toBe('?subscription=301');
  });

  it('send a join that needs payment to checkout with the subscription and the email', async () => {
    const fetchMock = mockJoin(() => jsonResponse(subscribeResponse({ status: 'unpaid', cohort: 31 })), {
      course: cohortCourse,
    });
    const { router } = await join('ana@example.com', `/program/${courseDetail.slug}/cohort/31/join`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/7'));
    expect(router.state.location.search).toBe('?subscription=301&email=ana%40example.com');
    expect(requestsTo(fetchMock, subscribePath)).toEqual([
      { course: 7, student_email: 'ana@example.com', cohort: 31 },
    ]);
  });

  it('show the chosen cohort on the short cohort link too', async () => {
    mockJoin(() => jsonResponse(subscribeResponse()), { course: cohortCourse });
    renderRoutes(`/program/${courseDetail.slug}/31/join`);
    const summary = await screen.findByRole('region', { name: 'Program summary' });
    expect(within(summary).getByRole('heading', { name: 'Fall 2026' })).toBeInTheDocument();
    expect(within(summary).getByText('Sep 8, 2026 – Dec 18, 2026')).toBeInTheDocument();
    expect(within(summary).getByText('$2,400.00')).toBeInTheDocument();
  });

  it('list the cohorts to choose from on the course-wide link of a cohort program', async () => {
    mockJoin(() => jsonResponse(subscribeResponse()), { course: cohortCourse });
    renderRoutes(joinPath);
    expect(await screen.findByRole('link', { name: 'Join the cohort Fall 2026' })).toHaveAttribute(
      'href',
      `/program/${courseDetail.slug}/cohort/31/join`,
    );
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
  });

  it('show the server’s message about the email under the field', async () => {
    mockJoin(() => jsonResponse({ student_email: [SUBSCRIBE_MESSAGES.otherEmail] }, 400), {
      session: signedIn,
    });
    const { field } = await join('other@example.com');
    expect(await screen.findByText(SUBSCRIBE_MESSAGES.otherEmail)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(SUBSCRIBE_MESSAGES.otherEmail);
    expect(field).toHaveValue('other@example.com');
  });

  it('say the server’s messages by their code, in the visitor’s language', async () => {
    await changeLanguage('fr-CA', false);
    const user = userEvent.setup({ delay: null });
    const reworded = 'English words the server may reword.';
    let answer = () => jsonResponse({ detail: reworded, code: 'subscribe.cohortFull' }, 409);
    mockJoin(() => answer(), { course: cohortCourse });
    renderRoutes(`/program/${courseDetail.slug}/cohort/31/join`);
    const field = await screen.findByRole('textbox', { name: 'Courriel' });
    await user.type(field, 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'S’inscrire' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette cohorte est complète.');

    answer = () =>
      jsonResponse(
        { student_email: [reworded], codes: { student_email: [{ code: 'subscribe.otherEmail' }] } },
        400,
      );
    await user.click(screen.getByRole('button', { name: 'S’inscrire' }));
    expect(
      await screen.findByText(
        'Votre session est ouverte avec une autre adresse courriel. Déconnectez-vous pour vous inscrire avec celle-ci.',
      ),
    ).toBeInTheDocument();
  });

  it('show the server’s message about the cohort as an alert', async () => {
    mockJoin(() => jsonResponse({ detail: SUBSCRIBE_MESSAGES.cohortFull }, 409), { course: cohortCourse });
    await join('ana@example.com', `/program/${courseDetail.slug}/cohort/31/join`);
    expect(await screen.findByRole('alert')).toHaveTextContent(SUBSCRIBE_MESSAGES.cohortFull);
  });

  it('say the subscription failed when the server gives no message, keeping the email', async () => {
    mockJoin(() => new Response(null, { status: 502 }));
    const { field, router } = await join('ana@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while subscribing. Please try again.',
    );
    expect(field).toHaveValue('ana@example.com');
    expect(router.state.location.pathname).toBe(joinPath);
  });

  it('go to /404 when the program cannot be loaded', async () => {
    mockApi();
    const { router } = renderRoutes('/program/no-such-program/course/join');
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('go to /404 for a cohort the program does not have', async () => {
    mockJoin(() => jsonResponse(subscribeResponse()), { course: cohortCourse });
    const { router } = renderRoutes(`/program/${courseDetail.slug}/cohort/99/join`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });
});

describe('the free program page', () => {
  it('enrols a visitor in a free cohort by email, then shows payment-thanks', async () => {
    const free = { ...fall, id: 32, name: 'Community cohort', is_free: true, price: 0 };
    const fetchMock = mockApi({
      [`/api/v1/courses/${courseDetail.id}/`]: { ...cohortCourse, cohorts: [fall, free] },
      [subscribePath]: () => jsonResponse(subscribeResponse({ cohort: 32 })),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes('/checkout/7/free-program/32');
    expect(
      await screen.findByText('This cohort is tuition-free: there is nothing to pay.'),
    ).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Join now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/7/payment-thanks'));
    expect(requestsTo(fetchMock, subscribePath)).toEqual([
      { course: 7, student_email: 'ana@example.com', cohort: 32 },
    ]);
  });

  it('goes to /404 for a program that does not exist', async () => {
    mockApi();
    const { router } = renderRoutes('/checkout/999/free-program');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('mark the program’s and the cohort’s names in their own language on a French page', async () => {
    await changeLanguage('fr-CA', false);
    mockJoin(() => jsonResponse(subscribeResponse()), { course: cohortCourse });
    renderRoutes(`/program/${courseDetail.slug}/cohort/31/join`);
    await expectNameMarked('S’inscrire à Personal Support Worker', 'Personal Support Worker', 'en');
    await expectNameMarked(
      'Entrez votre adresse courriel pour rejoindre la cohorte Fall 2026.',
      'Fall 2026',
      'en',
    );
    // the document's title cannot mark a name: it reads plain
    await waitFor(() =>
      expect(document.title).toBe('S’inscrire à Personal Support Worker | Maple Leaf College'),
    );
  });

  it('mark the program’s name in its own language in the French toast of a trial', async () => {
    await changeLanguage('fr-CA', false);
    mockJoin(() => jsonResponse(subscribeResponse({ status: 'trial' })));
    const user = userEvent.setup({ delay: null });
    renderRoutes(joinPath);
    await user.type(await screen.findByRole('textbox', { name: 'Courriel' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'S’inscrire' }));
    await expectNameMarked(
      'Votre essai gratuit de Personal Support Worker a commencé.',
      'Personal Support Worker',
      'en',
    );
  });
});
