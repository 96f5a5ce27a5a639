import type { TSubscriptionCertificate } from '@portal/contract';
import { GRADES_MESSAGES } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { listOf } from '../../../test/fixtures';
import { certificate } from '../../../test/grades-fixtures';
import { mockApi, signedIn } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';
import { subscription } from '../../../test/subscription-fixtures';
import { expectNameMarked } from '../../../test/sentence';

const path = '/program-journey/program-completion/personal-support-worker/301';
const sections = {
  ...listOf([
    {
      ...{ id: 11, name: 'Foundations', description: '', index: 1, duration: 600, lang: 'en' },
      contents: [
        {
          ...{ id: 604, name: 'Care plan', content_type: 'assignment', duration: 600, can_skip: false },
          lang: 'en',
          ...{ index: 1, is_completed: true, is_unlocked: { is_unlocked: true, reason: null } },
          ...{ can_proceed_to_next_content: { can_proceed: true, reason: null }, marks: null, passed: null },
        },
      ],
    },
  ]),
  subscription: 301,
  mandatory_content_progress: 100,
};
const base = { subscription: 301, mandatory_content_progress: 100 };
const carePlan = {
  content: 604,
  name: 'Care plan',
  content_type: 'assignment',
  pass_mark_percent: 60,
} as const;

function mockCompletion(answer: TSubscriptionCertificate) {
  return mockApi({
    '/api/auth/get-session': signedIn,
    '/api/v1/subscriptions/301/': {
      ...subscription,
      has_gpa: true,
      gpa_final_score: 3.1,
      course_completion: 100,
    },
    '/api/v1/sections/': sections,
    '/api/v1/subscriptions/301/certificate/': answer,
  });
}

const waiting: TSubscriptionCertificate = {
  ...base,
  available: false,
  state: 'awaiting_grading',
  reason: GRADES_MESSAGES.certificateAwaitingGrading,
  standing: { state: 'awaiting_grading', holding: [{ ...carePlan, status: 'awaiting_grading' }] },
  certificate: null,
};

describe('the program completion page', () => {
  it('holds the certificate while a required item waits for grading, naming it, and calls the GPA so far', async () => {
    mockCompletion(waiting);
    renderRoutes(path);
    expect(await screen.findByText('Waiting for grading')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'You completed Personal Support Worker!',
    );
    expect(screen.getByRole('link', { name: 'Care plan' })).toHaveAttribute(
      'href',
      '/program-journey/room/personal-support-worker/301/604',
    );
    expect(screen.getByText('awaiting grading · pass mark 60%')).toBeInTheDocument();
    expect(screen.getByText(/GPA so far/)).toBeInTheDocument();
    expect(screen.queryByText('Your certificate is ready.')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View certificate' })).not.toBeInTheDocument();
  });

  it('names the item below its pass mark', async () => {
    mockCompletion({
      ...waiting,
      state: 'not_passed',
      reason: GRADES_MESSAGES.certificateNotPassed,
      standing: { state: 'not_passed', holding: [{ ...carePlan, status: 'not_passed' }] },
    });
    renderRoutes(path);
    expect(await screen.findByText('Not passed yet')).toBeInTheDocument();
    expect(screen.getByText('below the pass mark of 60%')).toBeInTheDocument();
    expect(screen.queryByText('Your certificate is ready.')).not.toBeInTheDocument();
  });

  it('offers the certificate once the program is passed, with the final GPA', async () => {
    mockCompletion({
      ...base,
      available: true,
      state: 'issued',
      reason: null,
      standing: { state: 'passed', holding: [] },
      certificate,
    });
    renderRoutes(path);
    expect(await screen.findByText('Your certificate is ready.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'You passed Personal Support Worker!',
    );
    expect(screen.getByRole('link', { name: 'View certificate' })).toHaveAttribute(
      'href',
      `/certificate/${certificate.id}`,
    );
    expect(screen.getByText(/Final GPA/)).toBeInTheDocument();
  });

  it('follows a revocation: no certificate ready, and the way to the reason', async () => {
    mockCompletion({
      ...base,
      available: false,
      state: 'revoked',
      reason: GRADES_MESSAGES.certificateRevoked,
      standing: { state: 'passed', holding: [] },
      certificate: { ...certificate, status: 'revoked', pdf_url: null },
    });
    renderRoutes(path);
    const alert = (await screen.findByText('Your certificate was revoked')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(within(alert).getByRole('link', { name: 'See why' })).toHaveAttribute(
      'href',
      `/certificate/${certificate.id}`,
    );
    expect(screen.queryByText('Your certificate is ready.')).not.toBeInTheDocument();
  });

  it('speaks French', async () => {
    await changeLanguage('fr-CA', false);
    mockCompletion(waiting);
    renderRoutes(path);
    expect(await screen.findByText('En attente de correction')).toBeInTheDocument();
    expect(screen.getByText('en attente de correction · note de passage 60 %')).toBeInTheDocument();
    expect(screen.getByText(/Moyenne à ce jour/)).toBeInTheDocument();
  });

  it('marks the program’s name in its own language inside a French heading', async () => {
    await changeLanguage('fr-CA', false);
    mockCompletion(waiting);
    renderRoutes(path);
    await expectNameMarked(
      'Vous avez terminé Personal Support Worker\u202f!',
      'Personal Support Worker',
      'en',
    );
  });
});
