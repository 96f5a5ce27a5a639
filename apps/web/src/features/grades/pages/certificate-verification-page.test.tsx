import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';
import { verification } from '../../../test/grades-fixtures';

describe('the public certificate verification', () => {
  it('proves a code real with only the graduate’s first name and initial, the program and the day', async () => {
    mockApi({ '/api/v1/certificates/verify/7KQ2-M9XD-4HTP/': verification });
    renderRoutes('/certificate/verify/7KQ2-M9XD-4HTP');
    expect(await screen.findByText('This certificate is genuine.')).toBeInTheDocument();
    for (const text of ['Sam S.', 'Personal Support Worker', 'Jun 12, 2026', 'Maple Leaf College'])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText('Personal Support Worker')).toHaveAttribute('lang', 'en');
  });

  it('marks the program’s name with its language', async () => {
    mockApi({
      '/api/v1/certificates/verify/7KQ2-M9XD-4HTP/': {
        ...verification,
        program_name: 'Préposé aux bénéficiaires',
        program_name_lang: 'fr-CA',
      },
    });
    renderRoutes('/certificate/verify/7KQ2-M9XD-4HTP');
    expect(await screen.findByText('Préposé aux bénéficiaires')).toHaveAttribute('lang', 'fr-CA');
  });

  it('says when a certificate was revoked', async () => {
    mockApi({
      '/api/v1/certificates/verify/7KQ2-M9XD-4HTP/': {
        ...verification,
        status: 'revoked',
        revoked_on: '2026-07-01',
      },
    });
    renderRoutes('/certificate/verify/7KQ2-M9XD-4HTP');
    expect(await screen.findByText('This certificate was revoked on Jul 1, 2026.')).toBeInTheDocument();
  });

  it('says when no certificate has the code', async () => {
    mockApi({
      '/api/v1/certificates/verify/NOPE/': () =>
        jsonResponse({ detail: 'No certificate has this verification code.' }, 404),
    });
    renderRoutes('/certificate/verify/NOPE');
    expect(await screen.findByText('No certificate has the verification code NOPE.')).toBeInTheDocument();
  });

  it('checks a typed code at its own address', async () => {
    mockApi({ '/api/v1/certificates/verify/7KQ2-M9XD-4HTP/': verification });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes('/certificate/verify');
    await user.type(await screen.findByLabelText(/Verification code/), ' 7KQ2-M9XD-4HTP ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/certificate/verify/7KQ2-M9XD-4HTP'));
    expect(await screen.findByText('This certificate is genuine.')).toBeInTheDocument();
  });
});
