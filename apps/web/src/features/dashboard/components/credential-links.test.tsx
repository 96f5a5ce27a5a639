import type { TSubscription } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { courseDetail, listOf } from '../../../test/fixtures';
import { certificate } from '../../../test/grades-fixtures';
import { mockApi, signedIn } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';
import { subscription } from '../../../test/subscription-fixtures';

const finished: TSubscription = { ...subscription, course_completion: 100 };

function mockDashboard(subscriptions: TSubscription[], certificate: unknown) {
  return mockApi({
    '/api/auth/get-session': signedIn,
    '/api/v1/subscriptions/': listOf(subscriptions),
    [`/api/v1/courses/${courseDetail.id}/`]: courseDetail,
    '/api/v1/subscriptions/301/certificate/': certificate,
  });
}

const issued = {
  subscription: 301,
  available: true,
  state: 'issued',
  reason: null,
  standing: { state: 'passed', holding: [] },
  mandatory_content_progress: 100,
  certificate,
};

describe('the transcript and certificate on My Programs', () => {
  it('links a finished program to its transcript and its certificate', async () => {
    mockDashboard([finished], issued);
    renderRoutes('/dashboard');
    const card = await screen.findByRole('article', { name: 'Personal Support Worker' });
    expect(within(card).getByRole('link', { name: 'Transcript' })).toHaveAttribute('href', '/transcript/301');
    expect(await within(card).findByRole('link', { name: 'Certificate' })).toHaveAttribute(
      'href',
      '/certificate/71',
    );
  });

  it('links only the transcript while the certificate is not issued', async () => {
    mockDashboard([finished], {
      ...issued,
      available: false,
      state: 'trial',
      reason: 'certificateTrial',
      certificate: null,
    });
    renderRoutes('/dashboard');
    const card = await screen.findByRole('article', { name: 'Personal Support Worker' });
    expect(within(card).getByRole('link', { name: 'Transcript' })).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Certificate' })).not.toBeInTheDocument();
  });

  it('shows neither on a program still in progress', async () => {
    const fetchMock = mockDashboard([subscription], issued);
    renderRoutes('/dashboard');
    const card = await screen.findByRole('article', { name: 'Personal Support Worker' });
    expect(within(card).queryByRole('link', { name: 'Transcript' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/certificate/'))).toBe(false);
  });
});
