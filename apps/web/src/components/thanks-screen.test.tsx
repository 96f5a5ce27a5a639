import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { courseDetail, listOf } from '../test/fixtures';
import { mockApi, signedIn } from '../test/mock-api';
import { renderRoutes } from '../test/render';
import { subscription } from '../test/subscription-fixtures';
import { expectNameMarked, sentence } from '../test/sentence';
import { changeLanguage } from '../i18n/i18n';

function mockThanks(session: unknown = signedIn) {
  mockApi({
    '/api/auth/get-session': session,
    '/api/v1/courses/7/': courseDetail,
    '/api/v1/subscriptions/': listOf([subscription]),
  });
}

describe('the pages a join or a payment ends on', () => {
  it('payment-thanks: the program is open, with the way in for a signed-in student', async () => {
    mockThanks();
    renderRoutes('/checkout/7/payment-thanks?subscription=301');
    expect(await screen.findByRole('heading', { name: 'Thank you!', level: 1 })).toBeInTheDocument();
    expect(
      await screen.findByText(sentence('You are enrolled in Personal Support Worker.')),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Go to Program' })).toHaveAttribute(
      'href',
      '/program-journey/room/personal-support-worker/301',
    );
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'My Programs' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('finds the student’s subscription to the program when the link names none', async () => {
    mockThanks();
    renderRoutes('/checkout/7/thanks');
    expect(
      await screen.findByRole('heading', { name: 'Thank you for registering', level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Go to Program' })).toHaveAttribute(
      'href',
      '/program-journey/room/personal-support-worker/301',
    );
  });

  it('asks a visitor to sign in', async () => {
    mockThanks(null);
    renderRoutes('/checkout/7/payment-thanks?subscription=301');
    expect(await screen.findByText(/Sign in with the email you joined with/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=/dashboard',
    );
    expect(screen.queryByRole('link', { name: 'Go to Program' })).not.toBeInTheDocument();
  });

  it('free-trial-thanks: how long the trial lasts', async () => {
    mockThanks();
    renderRoutes('/checkout/7/free-trial-thanks?subscription=301');
    expect(
      await screen.findByText(sentence('You can now try Personal Support Worker for free for 7 days.')),
    ).toBeInTheDocument();
  });

  it('payment-pending: the bank confirms, an email follows, nothing opens yet', async () => {
    mockThanks();
    renderRoutes('/checkout/7/payment-pending?subscription=301');
    expect(await screen.findByRole('heading', { name: 'Payment pending', level: 1 })).toBeInTheDocument();
    expect(
      screen.getByText(
        sentence('Your Interac payment for Personal Support Worker is waiting for your bank to confirm it.'),
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/send you an email/)).toBeInTheDocument();
    expect(
      await within(screen.getByRole('main')).findByRole('link', { name: 'My Programs' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to Program' })).not.toBeInTheDocument();
  });

  it('payment-school-thanks: the school has the request', async () => {
    mockThanks();
    renderRoutes('/checkout/7/payment-school-thanks?subscription=301');
    expect(
      await screen.findByText(
        sentence('Maple Leaf College has your request to pay for Personal Support Worker at the school.'),
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/your access opens as soon as the school records your payment/),
    ).toBeInTheDocument();
  });

  it.each([
    ['payment-thanks', 'Votre inscription à Personal Support Worker est confirmée.'],
    [
      'thanks',
      'Vos frais d’inscription pour Personal Support Worker sont payés, et votre programme est ouvert.',
    ],
    [
      'free-trial-thanks',
      'Vous pouvez maintenant essayer Personal Support Worker gratuitement pendant 7 jours.',
    ],
    [
      'payment-pending',
      'Votre paiement Interac pour Personal Support Worker attend la confirmation de votre banque.',
    ],
    [
      'payment-school-thanks',
      'Maple Leaf College a reçu votre demande de payer Personal Support Worker à l’établissement.',
    ],
  ])('%s marks the program’s name in its own language on a French page', async (page, text) => {
    await changeLanguage('fr-CA', false);
    mockThanks();
    renderRoutes(`/checkout/7/${page}?subscription=301`);
    await expectNameMarked(text, 'Personal Support Worker', 'en');
  });
});
