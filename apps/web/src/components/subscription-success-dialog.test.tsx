import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/mock-api';
import { renderWithProviders } from '../test/render';
import { SubscriptionSuccessDialog } from './subscription-success-dialog';
import { expectNameMarked } from '../test/sentence';
import { changeLanguage } from '../i18n/i18n';

const subscription = {
  id: 301,
  course_slug: 'personal-support-worker',
  course_name: 'Personal Support Worker',
};

function renderAt(path: string) {
  mockApi();
  return renderWithProviders(<SubscriptionSuccessDialog open subscription={subscription} />, path);
}

describe('the subscription success dialog', () => {
  it('thanks the student and reads ‘Go to Program’ on other pages', async () => {
    renderAt('/checkout/7');
    expect(await screen.findByRole('dialog', { name: 'Thank you!' })).toHaveTextContent(
      'Thank you for subscribing to Personal Support Worker.',
    );
    expect(screen.getByRole('button', { name: 'Go to Program' })).toBeInTheDocument();
  });

  it('reads ‘Back to Program’ on a room path', async () => {
    renderAt('/program-journey/room/personal-support-worker/301/102');
    expect(await screen.findByRole('button', { name: 'Back to Program' })).toBeInTheDocument();
  });

  it('reads ‘Close’ on the payment details', async () => {
    renderAt('/payment-details');
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('returns to the course journey as it closes', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt('/payment-details');
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/program-journey/room/personal-support-worker/301'),
    );
  });

  it('marks the program’s name in its own language inside the French thanks', async () => {
    await changeLanguage('fr-CA', false);
    mockApi();
    renderWithProviders(
      <SubscriptionSuccessDialog open subscription={{ ...subscription, course_name_lang: 'en' }} />,
    );
    await expectNameMarked(
      'Merci de votre inscription à Personal Support Worker. Votre programme vous attend.',
      'Personal Support Worker',
      'en',
    );
  });
});
