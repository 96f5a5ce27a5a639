import { describe, expect, it, vi } from 'vitest';
import { operation } from '@portal/contract';
import { z } from 'zod';
import { jsonResponse } from '../test/mock-api';
import { ApiError, apiDownload, apiFetch, download } from './api-client';

describe('apiFetch', () => {
  it('sends JSON with the session cookie and parses the answer with the contract', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ id: 1, extra: true }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await apiFetch('/api/v1/things/', {
      method: 'POST',
      body: { name: 'x' },
      query: { search: 'care', offset: 0, empty: '' },
      schema: z.object({ id: z.number() }),
    });
    expect(result).toEqual({ id: 1 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/things/?search=care&offset=0',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: '{"name":"x"}',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    );
  });

  it('throws an ApiError with field errors and non-field errors from a 400', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ subject: ['This field is required'], non_field_errors: ['Try again'] }, 400),
      ),
    );
    const error = await apiFetch('/api/v1/support/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      fieldErrors: { subject: ['This field is required'] },
      nonFieldErrors: ['Try again'],
      message: 'Try again',
      redirectDashboard: false,
    });
  });

  it('carries detail and redirect_dashboard', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ detail: 'No access', redirect_dashboard: true }, 403)),
    );
    const error = await apiFetch('/api/v1/subscriptions/1/').catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 403,
      detail: 'No access',
      message: 'No access',
      redirectDashboard: true,
    });
  });

  it('reads Better Auth’s `{ code, message }` as the message, not as field errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401),
      ),
    );
    const error = await apiFetch('/api/auth/sign-in/email').catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 401,
      code: 'INVALID_EMAIL_OR_PASSWORD',
      detail: 'Invalid email or password',
      message: 'Invalid email or password',
      fieldErrors: {},
    });
  });

  it('keeps a field named `message` as a field when its messages come as a list', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: ['Please write your message.'] }, 400)),
    );
    const error = await apiFetch('/api/v1/support/').catch((e: unknown) => e);
    expect(error).toMatchObject({
      fieldErrors: { message: ['Please write your message.'] },
      code: undefined,
    });
  });

  it('answers status 0 when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await apiFetch('/api/v1/institute/').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0 });
  });
});

describe('apiDownload', () => {
  const pdf = () => new Response(new Blob(['%PDF-1.7']), { headers: { 'Content-Type': 'application/pdf' } });

  it('GETs a file with the session cookie by default', async () => {
    const fetchMock = vi.fn(async () => pdf());
    vi.stubGlobal('fetch', fetchMock);
    const blob = await apiDownload('/api/v1/student/profile/', { query: { download_pdf: 'true' } });
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/student/profile/?download_pdf=true',
      expect.objectContaining({ method: 'GET', body: undefined, credentials: 'include' }),
    );
  });

  it('POSTs a JSON body when given one', async () => {
    const fetchMock = vi.fn(async () => pdf());
    vi.stubGlobal('fetch', fetchMock);
    await apiDownload('/api/v1/transcripts/download/', { method: 'POST', body: { subscription_id: 5 } });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/transcripts/download/',
      expect.objectContaining({
        method: 'POST',
        body: '{"subscription_id":5}',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'include',
      }),
    );
  });

  it('throws the server’s error as an ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ detail: 'Not found.' }, 404)),
    );
    const error = await apiDownload('/api/v1/transcripts/download/', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 404, detail: 'Not found.' });
  });
});

describe('download', () => {
  const fileOf = operation({
    method: 'GET',
    path: '/api/v1/files/:id/',
    tag: 'files',
    summary: 'A file',
    params: z.object({ id: z.number() }),
    query: z.object({ inline: z.string().optional() }),
  });

  it('GETs the operation’s file at its filled path, with its query and the session cookie', async () => {
    const fetchMock = vi.fn(
      async () => new Response(new Blob(['%PDF-1.7']), { headers: { 'Content-Type': 'application/pdf' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const blob = await download(fileOf, { params: { id: 9 }, query: { inline: 'true' } });
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/files/9/?inline=true',
      expect.objectContaining({ method: 'GET', body: undefined, credentials: 'include' }),
    );
  });
});
