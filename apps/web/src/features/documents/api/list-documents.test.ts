import { LIMITS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { documents } from '../../../test/fixtures';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { createTestQueryClient } from '../../../test/render';
import { withUploadedFile } from '../documents-state';
import { getDocumentsQueryOptions } from './list-documents';

const file = { id: 501, name: 'passport.pdf', size: 2048, url: '/api/v1/files/501/' };

describe('the documents query', () => {
  it('re-polls every 10 seconds', () => {
    expect(getDocumentsQueryOptions('u1').refetchInterval).toBe(LIMITS.documentPollMs);
  });

  it('leaves an unsaved upload in the cache when a poll brings nothing new', async () => {
    let server = documents;
    mockApi({ '/api/v1/student/documents/': () => jsonResponse(server) });
    const client = createTestQueryClient();
    const options = getDocumentsQueryOptions('u1');
    await client.fetchQuery(options);
    const shown = withUploadedFile(documents, 11, file);
    client.setQueryData(options.queryKey, shown);
    const before = client.getQueryData(options.queryKey);

    await client.refetchQueries({ queryKey: options.queryKey });
    expect(client.getQueryData(options.queryKey)).toBe(before);
    expect(before?.[0]).toMatchObject({ status: 'pending_to_submit', document: file });

    // the school approved another document: the list is replaced, the upload still shown
    server = documents.map((item) => (item.id === 12 ? { ...item, status: 'approved' as const } : item));
    await client.refetchQueries({ queryKey: options.queryKey });
    const next = client.getQueryData(options.queryKey)!;
    expect(next.map((item) => item.status)).toEqual(['pending_to_submit', 'approved', 'pending_upload']);
  });
});
