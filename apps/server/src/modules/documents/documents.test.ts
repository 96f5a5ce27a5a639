import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app';
import { ORIGIN, verifiedStudent } from '../../test/students';
import { SAMPLE, pdfText, upload } from '../../test/uploads';

let t: TestApp;
let amira: { cookie: string };
let blake: { cookie: string };

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  amira = await verifiedStudent(t, 'amira@example.ca', { first_name: 'Amira', last_name: 'Haddad' });
  blake = await verifiedStudent(t, 'blake@example.ca');
});
afterAll(() => t.close());

type Doc = {
  id: number;
  status: string;
  document: { id: number } | null;
  global_document: { document_type: string; name: string; file_extension_type: string[] };
};

const list = async (cookie: string): Promise<Doc[]> =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/student/documents/', headers: { cookie } })).json();
const save = (cookie: string, items: { id: number; document: number | null }[]) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/v1/student/documents/',
    headers: { cookie, origin: ORIGIN },
    payload: items,
  });

describe('uploads', () => {
  it('stores a file that is what its name says, and serves it back as a download to its owner only', async () => {
    const docs = await list(amira.cookie);
    const photoId = docs.find(
      (d) =>
        d.global_document.file_extension_type.includes('pdf') && d.global_document.document_type === 'other',
    )!;
    const res = await upload(
      t,
      amira.cookie,
      { name: 'id-card.pdf', bytes: SAMPLE.pdf },
      `?document=${photoId.id}`,
    );
    expect(res.statusCode).toBe(201);
    const file = res.json();
    expect(file).toMatchObject({
      name: 'id-card.pdf',
      content_type: 'application/pdf',
      size: SAMPLE.pdf.length,
    });

    const download = await t.app.inject({ method: 'GET', url: file.url, headers: { cookie: amira.cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="id-card.pdf"/);
    expect(download.rawPayload.equals(SAMPLE.pdf)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: file.url, headers: { cookie: blake.cookie } })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(401);
  });

  it.each([
    ['an HTML page named .pdf', { name: 'notes.pdf', bytes: SAMPLE.html }, 'File type is not allowed'],
    ['a PNG named .pdf', { name: 'scan.pdf', bytes: SAMPLE.png }, 'File type is not allowed'],
    ['a program', { name: 'setup.exe', bytes: Buffer.from('MZ\x90\x00') }, 'File type is not allowed'],
    [
      'a file over the limit',
      { name: 'big.pdf', bytes: Buffer.concat([SAMPLE.pdf, Buffer.alloc(6 * 1024 * 1024)]) },
      'File size is too large',
    ],
  ])('refuses %s with the spec message', async (_what, file, message) => {
    const docs = await list(amira.cookie);
    const id = docs.find(
      (d) =>
        d.global_document.document_type === 'other' && d.global_document.file_extension_type.length === 4,
    )!.id;
    const res = await upload(t, amira.cookie, file, `?document=${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ file: [message] });
    expect(res.json().codes.file[0].code).toMatch(/^rules\.file/);
  });

  it('takes a photo only as an image of at most 3 MB', async () => {
    expect(
      (await upload(t, amira.cookie, { name: 'me.png', bytes: SAMPLE.png }, '?purpose=profile_photo'))
        .statusCode,
    ).toBe(201);
    const html = await upload(
      t,
      amira.cookie,
      { name: 'me.png', bytes: SAMPLE.html },
      '?purpose=profile_photo',
    );
    expect(html.json()).toEqual({
      file: ['File type is not allowed'],
      codes: { file: [{ code: 'rules.fileTypeNotAllowed' }] },
    });
    const big = await upload(
      t,
      amira.cookie,
      { name: 'me.png', bytes: Buffer.concat([SAMPLE.png, Buffer.alloc(3 * 1024 * 1024)]) },
      '?purpose=profile_photo',
    );
    expect(big.json()).toEqual({
      file: ['File size is too large'],
      codes: { file: [{ code: 'rules.fileTooLarge' }] },
    });
  });
});

describe('documents', () => {
  it('lists every requirement as pending upload to a new student', async () => {
    const docs = await list(blake.cookie);
    expect(docs.length).toBeGreaterThanOrEqual(2);
    expect(new Set(docs.map((d) => d.status))).toEqual(new Set(['pending_upload']));
    expect(docs.some((d) => d.global_document.document_type === 'docusign')).toBe(true);
  });

  it('sends an uploaded document for review, and then keeps it from changes', async () => {
    const docs = await list(amira.cookie);
    const target = docs.find(
      (d) => d.global_document.document_type === 'other' && d.status === 'pending_upload',
    )!;
    const file = (
      await upload(t, amira.cookie, { name: 'proof.pdf', bytes: SAMPLE.pdf }, `?document=${target.id}`)
    ).json();
    const pending = docs
      .filter((d) => d.status !== 'approved')
      .map((d) => ({ id: d.id, document: d.id === target.id ? file.id : (d.document?.id ?? null) }));
    const saved = await save(amira.cookie, pending);
    expect(saved.statusCode).toBe(200);
    const after: Doc[] = saved.json();
    expect(after.find((d) => d.id === target.id)).toMatchObject({
      status: 'awaiting_review',
      document: { id: file.id },
    });

    const again = await save(amira.cookie, [{ id: target.id, document: null }]);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      [target.id]: ['This document is waiting for review and cannot be changed now.'],
      codes: { [target.id]: [{ code: 'documents.awaitingReview' }] },
    });
  });

  it("answers 404 for another student's document or file", async () => {
    const theirs = (await list(blake.cookie))[0]!;
    expect((await save(amira.cookie, [{ id: theirs.id, document: null }])).statusCode).toBe(404);
    const blakeFile = (await upload(t, blake.cookie, { name: 'b.pdf', bytes: SAMPLE.pdf })).json();
    const mine = (await list(amira.cookie)).find(
      (d) => d.status === 'pending_upload' && d.global_document.document_type === 'other',
    )!;
    const res = await save(amira.cookie, [{ id: mine.id, document: blakeFile.id }]);
    expect(res.statusCode).toBe(400);
    expect(
      (await upload(t, amira.cookie, { name: 'x.pdf', bytes: SAMPLE.pdf }, `?document=${theirs.id}`))
        .statusCode,
    ).toBe(404);
  });

  it('signs an e-signature document into a stamped PDF sent for review', async () => {
    const signable = (await list(amira.cookie)).find((d) => d.global_document.document_type === 'docusign')!;
    expect((await save(amira.cookie, [{ id: signable.id, document: 1 }])).statusCode).toBe(400);
    const template = await t.app.inject({
      method: 'GET',
      url: `/api/v1/student/documents/${signable.id}/template/`,
      headers: { cookie: amira.cookie },
    });
    expect(template.headers['content-type']).toBe('application/pdf');

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/student/documents/${signable.id}/sign/`,
      headers: { cookie: amira.cookie, origin: ORIGIN },
      payload: { full_name: 'Amira Haddad', consent: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('awaiting_review');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/files/${res.json().document.id}/`,
      headers: { cookie: amira.cookie },
    });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Signed by: Amira Haddad (amira@example.ca)');
    expect(text).toMatch(/Document SHA-256: [0-9a-f]{64}/);
    expect(text).toContain('From address:');

    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/v1/student/documents/${signable.id}/sign/`,
      headers: { cookie: amira.cookie, origin: ORIGIN },
      payload: { full_name: 'Amira Haddad', consent: true },
    });
    expect(twice.statusCode).toBe(400);
  });
});
