import { screen, within } from '@testing-library/react';
import type { TSchoolPaymentRequest } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { courseDetail, institute, listOf } from '../../../test/fixtures';
import { mockApi, signedIn } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';
import { unpaidSubscription } from '../payments-test-data';

const request: TSchoolPaymentRequest = {
  id: 41,
  subscription: 5,
  course: 7,
  course_name: courseDetail.name,
  course_name_lang: courseDetail.lang,
  payment_type: 'full_payment',
  reference_code: 'SCH-7K3P-9QX2',
  amount: 125_000,
  currency: 'CAD',
  status: 'pending',
  created_at: '2026-11-27T15:00:00Z',
  due_date: null,
  office: institute.payment_office,
};

describe('the thanks page of a request to pay at the school', () => {
  it('shows the slip: code, amount due, address, hours and what to bring', async () => {
    mockApi({
      '/api/auth/get-session': signedIn,
      '/api/v1/courses/7/': courseDetail,
      '/api/v1/subscriptions/': listOf([unpaidSubscription]),
      '/api/v1/payments/paid-to-school/41/': request,
    });
    renderRoutes('/checkout/7/payment-school-thanks?subscription=5&payment=41');
    expect(await screen.findByText('SCH-7K3P-9QX2')).toBeInTheDocument();
    expect(screen.getByText('$1,250.00')).toBeInTheDocument();
    const address = screen.getByText(/100 King St W, Suite 200/);
    expect(address).toHaveTextContent('Toronto ON');
    expect(address).toHaveTextContent('M5X 1A9');
    const hours = within(screen.getByText('Monday–Tuesday').parentElement!.parentElement!);
    expect(hours.getByText('9:00 a.m. to 5:00 p.m.')).toBeInTheDocument();
    // a day with two openings lists them one per line, never splitting one
    expect(screen.getByText('Wednesday').nextElementSibling).toHaveTextContent(
      '9:00 a.m. to 12:00 p.m.,1:00 p.m. to 5:00 p.m.',
    );
    expect(hours.getByText('1:00 p.m. to 5:00 p.m.')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(hours.getByText('Thursday–Sunday')).toBeInTheDocument();
    expect(screen.getByText(/paid by one of: Debit card, Certified cheque/)).toBeInTheDocument();
    expect(screen.getByText('Cheques payable to Maple Leaf College.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('marks the program’s name on the slip with its language', async () => {
    mockApi({
      '/api/auth/get-session': signedIn,
      '/api/v1/courses/7/': courseDetail,
      '/api/v1/subscriptions/': listOf([unpaidSubscription]),
      '/api/v1/payments/paid-to-school/41/': {
        ...request,
        course_name: 'Préposé aux bénéficiaires',
        course_name_lang: 'fr-CA',
      },
    });
    renderRoutes('/checkout/7/payment-school-thanks?subscription=5&payment=41');
    expect(await screen.findByText('Préposé aux bénéficiaires')).toHaveAttribute('lang', 'fr-CA');
  });

  it('says so when the slip cannot be loaded', async () => {
    mockApi({
      '/api/auth/get-session': signedIn,
      '/api/v1/courses/7/': courseDetail,
      '/api/v1/subscriptions/': listOf([unpaidSubscription]),
    });
    renderRoutes('/checkout/7/payment-school-thanks?subscription=5&payment=41');
    expect(
      await screen.findByText('We could not load your payment slip. Please try again.'),
    ).toBeInTheDocument();
  });
});
