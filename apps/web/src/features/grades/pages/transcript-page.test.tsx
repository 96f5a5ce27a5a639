import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, requestsTo, signedIn } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';
import { pdfResponse, transcript } from '../../../test/grades-fixtures';

function mockTranscript(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    '/api/auth/get-session': signedIn,
    '/api/v1/transcripts/301/': transcript,
    '/api/v1/transcripts/download/': () => pdfResponse(),
    ...overrides,
  });
}

describe('the transcript page', () => {
  it('shows the student, the program, every graded item and the GPA', async () => {
    mockTranscript();
    renderRoutes('/transcript/301');
    expect(await screen.findByRole('heading', { name: 'Sam Student' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Transcript', level: 1 })).toBeInTheDocument();
    for (const text of ['MLC-0041', 'Graduated', 'Jan 5, 2026', 'Jun 12, 2026', '2.9 / 4', '74.17%'])
      expect(screen.getByText(text)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Graded items' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'View certificate' })).toHaveAttribute('href', '/certificate/71');
  });

  it('marks the program’s name with its language in the heading and the details', async () => {
    mockTranscript({
      '/api/v1/transcripts/301/': {
        ...transcript,
        program_name: 'Préposé aux bénéficiaires',
        program_name_lang: 'fr-CA',
      },
    });
    renderRoutes('/transcript/301');
    const names = await screen.findAllByText('Préposé aux bénéficiaires');
    expect(names).toHaveLength(2);
    for (const name of names) expect(name).toHaveAttribute('lang', 'fr-CA');
  });

  it('says a program still in progress is in progress', async () => {
    mockTranscript({
      '/api/v1/transcripts/301/': {
        ...transcript,
        status: 'active',
        course_completion: 50,
        completed_on: null,
        certificate: null,
      },
    });
    renderRoutes('/transcript/301');
    expect(await screen.findAllByText('In progress')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'View certificate' })).not.toBeInTheDocument();
  });

  it('downloads the transcript by POST with the subscription id, as transcript_{id}.pdf', async () => {
    const fetchMock = mockTranscript();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:transcript');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderRoutes('/transcript/301');
    await user.click(await screen.findByRole('button', { name: 'Download transcript' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(requestsTo(fetchMock, '/api/v1/transcripts/download/')).toEqual([{ subscription_id: 301 }]);
    const download = fetchMock.mock.calls.find(
      ([input]) => String(input) === '/api/v1/transcripts/download/',
    );
    expect(download?.[1]?.method).toBe('POST');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('transcript_301.pdf');
    expect(link.href).toBe('blob:transcript');
  });

  it('logs a failed download and tells the student', async () => {
    mockTranscript({
      '/api/v1/transcripts/download/': () => jsonResponse({ detail: 'Server error' }, 500),
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderRoutes('/transcript/301');
    await user.click(await screen.findByRole('button', { name: 'Download transcript' }));
    expect(
      await screen.findByText('Your transcript could not be downloaded. Please try again.'),
    ).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('The transcript could not be downloaded', expect.anything());
  });

  it('shows the not-found screen for another student’s subscription', async () => {
    mockTranscript({ '/api/v1/transcripts/301/': () => jsonResponse({ detail: 'Not found.' }, 404) });
    renderRoutes('/transcript/301');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('says when the transcript cannot be loaded', async () => {
    mockTranscript({ '/api/v1/transcripts/301/': () => jsonResponse({ detail: 'Boom' }, 500) });
    renderRoutes('/transcript/301');
    expect(await screen.findByText('Your transcript could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
