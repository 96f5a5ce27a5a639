import nodeConsole from 'node:console';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requestsTo } from '../../../test/mock-api';
import { documentContent } from './content-fixtures';
import { renderContent } from './render-content';

const viewPath = '/api/v1/contents/603/view/';

describe('a document', () => {
  // happy-dom loads no frames, and says so on the console it was given at start-up
  beforeEach(() => {
    const error = nodeConsole.error.bind(nodeConsole);
    vi.spyOn(nodeConsole, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('Iframe page loading is disabled')) error(...args);
    });
  });

  it('shows the PDF in the page, a download and the text, and records it as opened once', async () => {
    const { fetchMock } = renderContent(documentContent());
    const preview = await screen.findByTitle('Preview of Care glossary');
    expect(preview.tagName).toBe('IFRAME');
    expect(preview).toHaveAttribute('src', '/api/v1/contents/603/pdf/?subscription=301');
    expect(screen.getByRole('link', { name: 'Download Care glossary as a PDF' })).toHaveAttribute(
      'href',
      '/api/v1/contents/603/pdf/?subscription=301&download=true',
    );
    expect(screen.getByRole('link', { name: 'Open the PDF in a new tab' })).toHaveAttribute(
      'href',
      '/api/v1/contents/603/pdf/?subscription=301',
    );
    expect(screen.getByText('Terms you will meet on the ward.')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, viewPath)).toHaveLength(1));
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(requestsTo(fetchMock, viewPath)).toHaveLength(1);
  });

  it('records nothing on view-only access', async () => {
    const { fetchMock } = renderContent(documentContent(), { readOnly: true });
    expect(await screen.findByTitle('Preview of Care glossary')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Care glossary as a PDF' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, viewPath)).toHaveLength(0);
  });
});
