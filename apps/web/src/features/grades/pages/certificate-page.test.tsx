import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, requestsTo, signedIn } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';
import { certificate, pdfResponse } from '../../../test/grades-fixtures';

const revoked = { ...certificate, status: 'revoked', pdf_url: null };

function mockCertificate(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    '/api/auth/get-session': signedIn,
    '/api/v1/certificates/71/': certificate,
    '/api/v1/certificates/71/pdf/': () => pdfResponse(),
    ...overrides,
  });
}

describe('the certificate page', () => {
  it('shows the certificate with the first name, program, date and verification code', async () => {
    mockCertificate();
    renderRoutes('/certificate/71');
    const shown = await screen.findByRole('article', { name: 'Certificate for Personal Support Worker' });
    for (const text of [
      'Sam',
      'Personal Support Worker',
      'on Jun 12, 2026',
      '7KQ2-M9XD-4HTP',
      'Maple Leaf College',
    ])
      expect(within(shown).getByText(text)).toBeInTheDocument();
    expect(within(shown).getByRole('link', { name: certificate.verify_url })).toHaveAttribute(
      'href',
      certificate.verify_url,
    );
    expect(screen.getByRole('link', { name: 'View transcript' })).toHaveAttribute('href', '/transcript/301');
  });

  it('marks the program’s name with its language', async () => {
    mockCertificate({
      '/api/v1/certificates/71/': {
        ...certificate,
        program_name: 'Préposé aux bénéficiaires',
        program_name_lang: 'fr-CA',
      },
    });
    renderRoutes('/certificate/71');
    const shown = await screen.findByRole('article');
    expect(within(shown).getByText('Préposé aux bénéficiaires')).toHaveAttribute('lang', 'fr-CA');
    for (const name of screen.getAllByText('Préposé aux bénéficiaires'))
      expect(name).toHaveAttribute('lang', 'fr-CA');
  });

  it('downloads the PDF and copies the verification link', async () => {
    const fetchMock = mockCertificate();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:certificate');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderRoutes('/certificate/71');
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(requestsTo(fetchMock, '/api/v1/certificates/71/pdf/')).toHaveLength(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('certificate_7KQ2-M9XD-4HTP.pdf');

    await user.click(screen.getByRole('button', { name: 'Copy verification link' }));
    expect(await screen.findByText('Verification link copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(certificate.verify_url);
  });

  it('shows a revoked certificate with the reason from the revoked-reason call, without the PDF', async () => {
    mockCertificate({
      '/api/v1/certificates/71/': revoked,
      '/api/v1/graduates/71/revoked-reason/': {
        id: 71,
        is_revoked: true,
        reason: 'Issued in error: the final assessment is under review.',
        revoked_at: '2026-07-01T16:00:00.000Z',
      },
    });
    renderRoutes('/certificate/71');
    expect(
      await screen.findByText('Reason: Issued in error: the final assessment is under review.'),
    ).toBeInTheDocument();
    expect(screen.getByText('This certificate was revoked on Jul 1, 2026.')).toBeInTheDocument();
    expect(screen.getByText('Revoked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy verification link' })).not.toBeInTheDocument();
  });

  it('still says a certificate is revoked when its reason cannot be loaded', async () => {
    mockCertificate({
      '/api/v1/certificates/71/': revoked,
      '/api/v1/graduates/71/revoked-reason/': () => jsonResponse({ detail: 'Boom' }, 500),
    });
    renderRoutes('/certificate/71');
    expect(
      await screen.findByText('Reason: it could not be loaded. Please reload the page.'),
    ).toBeInTheDocument();
    expect(screen.getByText('This certificate has been revoked.')).toBeInTheDocument();
  });

  it('shows the not-found screen for another student’s certificate', async () => {
    mockCertificate({ '/api/v1/certificates/71/': () => jsonResponse({ detail: 'Not found.' }, 404) });
    renderRoutes('/certificate/71');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('sends a visitor to sign in first, and back here after', async () => {
    mockApi();
    const { router } = renderRoutes('/certificate/71');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('?redirect=/certificate/71');
  });
});
