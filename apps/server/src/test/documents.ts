import { expect } from 'vitest';
import { ORIGIN } from './students';
import type { TestApp } from './test-app';
import { SAMPLE, upload } from './uploads';

type Doc = { id: number; status: string; global_document: { document_type: string } };

/**
 * A document the student hands in as the portal has them do it: a PDF uploaded for one of their
 * documents still to upload, then saved, which sends it for review. Answers its id.
 */
export async function handInDocument(t: TestApp, cookie: string): Promise<number> {
  const docs: Doc[] = (
    await t.app.inject({ method: 'GET', url: '/api/v1/student/documents/', headers: { cookie } })
  ).json();
  const target = docs.find(
    (d) => d.global_document.document_type === 'other' && d.status === 'pending_upload',
  );
  expect(target, 'a document still to upload').toBeDefined();
  const uploaded = await upload(
    t,
    cookie,
    { name: 'proof.pdf', bytes: SAMPLE.pdf },
    `?document=${target!.id}`,
  );
  expect(uploaded.statusCode).toBe(201);
  const saved = await t.app.inject({
    method: 'PATCH',
    url: '/api/v1/student/documents/',
    headers: { cookie, origin: ORIGIN },
    payload: [{ id: target!.id, document: uploaded.json().id }],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return target!.id;
}
