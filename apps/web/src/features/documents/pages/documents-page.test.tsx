import type { TStudentDocument } from '@portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { documents } from '../../../test/fixtures';
import { jsonResponse, requestsTo } from '../../../test/mock-api';
import { mockStudentApi } from '../../../test/mock-student-api';
import { FakeXhr, useFakeXhr } from '../../../test/fake-xhr';
import { renderRoutes } from '../../../test/render';
import { changeLanguage } from '../../../i18n/i18n';

const uploaded = {
  id: 501,
  name: 'passport.pdf',
  size: 2048,
  size_in_mb: 0,
  content_type: 'application/pdf',
  url: '/api/v1/files/501/',
};

function mockDocuments(patch?: (body: unknown) => Response) {
  let list: TStudentDocument[] = documents;
  return mockStudentApi({
    overrides: {
      '/api/v1/student/documents/': (_url: URL, init?: RequestInit) => {
        if (init?.method !== 'PATCH') return jsonResponse(list);
        const body = JSON.parse(String(init.body)) as { id: number; document: number | null }[];
        if (patch) return patch(body);
        list = list.map((item) => {
          const sent = body.find((b) => b.id === item.id);
          return sent?.document ? { ...item, status: 'awaiting_review', document: { ...uploaded } } : item;
        });
        return jsonResponse(list);
      },
      '/api/v1/student/documents/13/sign/': {
        ...documents[2],
        status: 'awaiting_review',
        document: { id: 601, name: 'enrolment-agreement-signed.pdf', size: 40960, url: '/api/v1/files/601/' },
      },
    },
  });
}

async function openDocuments() {
  renderRoutes('/document');
  await screen.findByRole('heading', { name: 'My Documents', level: 1 });
  return screen.findByRole('region', { name: 'Government-issued Photo ID' });
}

describe('My Documents (/document)', () => {
  it('lists each requirement with its instruction, rule, status and template', async () => {
    mockDocuments();
    const id = await openDocuments();
    expect(within(id).getByText('A clear scan of your ID.')).toBeInTheDocument();
    expect(within(id).getByText('Accepted: PDF, JPG, PNG · up to 5 MB')).toBeInTheDocument();
    expect(within(id).getByText('Pending upload')).toBeInTheDocument();
    // a spreadsheet rule takes csv and xlsx as well
    const transcript = screen.getByRole('region', { name: 'Secondary School Transcript' });
    expect(within(transcript).getByText('Accepted: PDF, XLS, CSV, XLSX · up to 10 MB')).toBeInTheDocument();
    const agreement = screen.getByRole('region', { name: 'Enrolment Agreement' });
    expect(within(agreement).getByText('Pending sign')).toBeInTheDocument();
    expect(within(agreement).getByRole('link', { name: 'Download template' })).toHaveAttribute(
      'href',
      '/api/v1/student/documents/13/template/',
    );
    expect(within(agreement).queryByRole('button', { name: /Upload/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('checks a file in the browser with the spec’s messages before uploading it', async () => {
    mockDocuments();
    useFakeXhr();
    const user = userEvent.setup({ applyAccept: false, delay: null });
    const id = await openDocuments();
    const input = within(id).getByLabelText('Choose a file for Government-issued Photo ID');
    await user.upload(input, new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(id).findByText('File type is not allowed')).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' });
    await user.upload(input, big);
    expect(await within(id).findByText('File size is too large')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('uploads with progress, holds the file unsaved, then saves the whole list for review', async () => {
    const { fetchMock } = mockDocuments();
    useFakeXhr();
    const user = userEvent.setup({ delay: null });
    const id = await openDocuments();
    const file = new File(['%PDF-1.7'], 'passport.pdf', { type: 'application/pdf' });
    await user.upload(within(id).getByLabelText('Choose a file for Government-issued Photo ID'), file);

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.url).toBe('/api/v1/files/?purpose=document&document=11');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.body?.get('name')).toBe('passport.pdf');
    expect(xhr.body?.get('file')).toBe(file);
    expect(xhr.body?.get('size_in_mb')).toBe('0.00');
    act(() => xhr.progress(40, 100));
    const bar = await within(id).findByRole('progressbar', {
      name: 'Uploading the file for Government-issued Photo ID',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(within(id).getByText('40% uploaded')).toBeInTheDocument();
    act(() => xhr.respond(201, uploaded));

    expect(await within(id).findByText('Uploaded, not saved')).toBeInTheDocument();
    expect(within(id).getByRole('link', { name: 'Your file passport.pdf' })).toHaveAttribute(
      'href',
      '/api/v1/files/501/',
    );
    expect(within(id).queryByRole('progressbar')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(id).findByText('Awaiting review')).toBeInTheDocument();
    expect(screen.getByText('Your documents have been saved.')).toBeInTheDocument();
    const patches = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patches[0]![1]!.body))).toEqual([
      { id: 11, document: 501 },
      { id: 12, document: null },
      { id: 13, document: null },
    ]);
    expect(within(id).queryByRole('button', { name: /Upload|Replace/ })).not.toBeInTheDocument();
  });

  it('takes a removed upload back to pending upload', async () => {
    mockDocuments();
    useFakeXhr();
    const user = userEvent.setup({ delay: null });
    const id = await openDocuments();
    await user.upload(
      within(id).getByLabelText('Choose a file for Government-issued Photo ID'),
      new File(['%PDF'], 'passport.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0]!.respond(201, uploaded));
    await user.click(
      await within(id).findByRole('button', { name: 'Remove the file for Government-issued Photo ID' }),
    );
    expect(within(id).getByText('Pending upload')).toBeInTheDocument();
    expect(within(id).queryByRole('link', { name: /passport\.pdf/ })).not.toBeInTheDocument();
  });

  it('says when an upload failed', async () => {
    mockDocuments();
    useFakeXhr();
    const user = userEvent.setup({ delay: null });
    const id = await openDocuments();
    await user.upload(
      within(id).getByLabelText('Choose a file for Government-issued Photo ID'),
      new File(['<html>'], 'passport.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0]!.respond(500, { detail: 'The file store is down.' }));
    expect(await screen.findByText('Could not upload file. Please try again later.')).toBeInTheDocument();
    expect(within(id).getByText('Pending upload')).toBeInTheDocument();
  });

  it('says why the school refused a file under it, and nothing more', async () => {
    mockDocuments();
    useFakeXhr();
    const user = userEvent.setup({ delay: null });
    const id = await openDocuments();
    await user.upload(
      within(id).getByLabelText('Choose a file for Government-issued Photo ID'),
      new File(['<html>'], 'passport.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0]!.respond(400, { file: ['File type is not allowed'] }));
    expect(await within(id).findByText('File type is not allowed')).toBeInTheDocument();
    expect(screen.queryByText('Could not upload file. Please try again later.')).not.toBeInTheDocument();
    expect(within(id).getByText('Pending upload')).toBeInTheDocument();
  });

  it('says a refused file in the reader’s language, by the code the server gives', async () => {
    await changeLanguage('fr-CA', false);
    mockDocuments();
    useFakeXhr();
    const user = userEvent.setup({ delay: null });
    renderRoutes('/document');
    const input = await screen.findByLabelText('Choisir un fichier pour Government-issued Photo ID');
    await user.upload(input, new File(['<html>'], 'passport.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() =>
      FakeXhr.sent[0]!.respond(400, {
        file: ['File type is not allowed'],
        codes: { file: [{ code: 'rules.fileTypeNotAllowed' }] },
      }),
    );
    expect(await screen.findByText('Ce type de fichier n’est pas accepté')).toBeInTheDocument();
  });

  it('shows the error data of a refused save as it came', async () => {
    mockDocuments(() => jsonResponse({ '11': ['Upload the file for this document first.'] }, 400));
    useFakeXhr();
    const user = userEvent.setup({ delay: null });
    const id = await openDocuments();
    await user.upload(
      within(id).getByLabelText('Choose a file for Government-issued Photo ID'),
      new File(['%PDF'], 'passport.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0]!.respond(201, uploaded));
    const save = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(
      await screen.findByText('{"11":["Upload the file for this document first."]}'),
    ).toBeInTheDocument();
  });

  it('signs an e-signature document with a typed name and the student’s agreement', async () => {
    const { fetchMock } = mockDocuments();
    const user = userEvent.setup({ delay: null });
    await openDocuments();
    const agreement = screen.getByRole('region', { name: 'Enrolment Agreement' });
    await user.click(within(agreement).getByRole('button', { name: 'Sign Enrolment Agreement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign: Enrolment Agreement' });
    // the text's renderer loads apart from the dialog
    expect(await within(dialog).findByRole('heading', { name: 'Enrolment agreement' })).toBeInTheDocument();
    expect(within(dialog).getByText('attend')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Sign the document' }));
    expect(await within(dialog).findByText('Type your full name to sign')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Please confirm that you agree to sign electronically'),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Your legal name/), 'Sam Student');
    await user.click(within(dialog).getByRole('checkbox', { name: /agree to sign it electronically/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Sign the document' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(agreement).getByText('Awaiting review')).toBeInTheDocument();
    expect(
      within(agreement).getByRole('link', { name: 'Your signed document enrolment-agreement-signed.pdf' }),
    ).toHaveAttribute('href', '/api/v1/files/601/');
    expect(within(agreement).queryByRole('button', { name: /^Sign/ })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/v1/student/documents/13/sign/')).toEqual([
      { full_name: 'Sam Student', consent: true },
    ]);
  });

  it('says under the name when it is not the legal name on the profile, and keeps the dialog open', async () => {
    mockStudentApi({
      overrides: {
        '/api/v1/student/documents/13/sign/': () =>
          jsonResponse({ full_name: ['The typed name must match your legal name on your profile.'] }, 400),
      },
    });
    const user = userEvent.setup({ delay: null });
    await openDocuments();
    const agreement = screen.getByRole('region', { name: 'Enrolment Agreement' });
    await user.click(within(agreement).getByRole('button', { name: 'Sign Enrolment Agreement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign: Enrolment Agreement' });
    const name = within(dialog).getByLabelText(/^Your legal name/);
    await user.type(name, 'Someone Else');
    await user.click(within(dialog).getByRole('checkbox', { name: /agree to sign it electronically/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Sign the document' }));

    expect(
      await within(dialog).findByText('The typed name must match your legal name on your profile.'),
    ).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue('Someone Else');
    expect(within(agreement).getByText('Pending sign')).toBeInTheDocument();
  });
});
