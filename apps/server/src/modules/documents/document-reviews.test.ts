import type {
  TDocumentReview,
  TListDocumentReviewsResponse,
  TListNotificationsResponse,
} from '@portal/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, notifications } from '../../db/schema';
import { handInDocument } from '../../test/documents';
import { type StaffClient, staffMember } from '../../test/staff';
import { ORIGIN, verifiedStudent } from '../../test/students';
import { type TestApp, createTestApp, secondInstance } from '../../test/test-app';
import { SAMPLE } from '../../test/uploads';

let t: TestApp;
let other: TestApp;
let registrar: StaffClient;
let second: StaffClient;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  other = await secondInstance(t);
  registrar = await staffMember(t, 'registrar');
  second = await staffMember(t, 'registrar');
}, 120_000);
afterAll(async () => {
  await other.close();
  await t.close();
});

const get = (member: StaffClient, url: string, app = t) =>
  app.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
const decide = (member: StaffClient, id: number, payload: object, app = t) =>
  app.app.inject({
    method: 'POST',
    url: `/api/v1/staff/documents/${id}/review/`,
    headers: { cookie: member.cookie, origin: ORIGIN },
    payload,
  });

const studentDocument = async (cookie: string, id: number) =>
  (
    (
      await t.app.inject({ method: 'GET', url: '/api/v1/student/documents/', headers: { cookie } })
    ).json() as {
      id: number;
      status: string;
      remarks: string;
    }[]
  ).find((d) => d.id === id)!;

describe("the registrar's review of documents", () => {
  it('lists a handed-in document in the queue, shows its file, and approves it: the student sees it and is told', async () => {
    const amira = await verifiedStudent(t, 'amira.docs@example.ca', {
      first_name: 'Amira',
      last_name: 'Haddad',
    });
    const id = await handInDocument(t, amira.cookie);

    const queue: TListDocumentReviewsResponse = (
      await get(registrar, '/api/v1/staff/documents/?search=haddad')
    ).json();
    const listed = queue.results.find((r) => r.id === id)!;
    expect(listed).toMatchObject({
      status: 'awaiting_review',
      student: { name: 'Amira Haddad', email: 'amira.docs@example.ca' },
      file: { name: 'proof.pdf', content_type: 'application/pdf' },
    });

    const preview = await get(registrar, listed.file!.preview_url);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.headers['content-disposition']).toMatch(/^inline;/);
    // framed by the console, and read by the browser's PDF viewer, which a sandbox would block
    expect(preview.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(preview.rawPayload.equals(SAMPLE.pdf)).toBe(true);

    const approved = await decide(registrar, id, { decision: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((approved.json() as TDocumentReview).status).toBe('approved');
    expect(await studentDocument(amira.cookie, id)).toMatchObject({ status: 'approved' });
    const told: TListNotificationsResponse = (
      await t.app.inject({ method: 'GET', url: '/api/v1/notifications/', headers: { cookie: amira.cookie } })
    ).json();
    expect(told.results[0]!.notification.heading).toMatch(/approved/i);

    const queueAfter: TListDocumentReviewsResponse = (
      await get(registrar, '/api/v1/staff/documents/')
    ).json();
    expect(queueAfter.results.map((r) => r.id)).not.toContain(id);
    const [entry] = await t.ctx.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'student_document'), eq(auditEntries.entityId, String(id))));
    expect(entry).toMatchObject({
      action: 'document.approve',
      actorEmail: registrar.email,
      actorRole: 'registrar',
      before: { status: 'awaiting_review' },
      after: { status: 'approved' },
    });
  });

  it('rejects only with remarks, which the student reads', async () => {
    const blake = await verifiedStudent(t, 'blake.docs@example.ca');
    const id = await handInDocument(t, blake.cookie);
    const bare = await decide(registrar, id, { decision: 'rejected' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().remarks).toEqual(['Say why the document is rejected: the student reads it.']);
    const rejected = await decide(registrar, id, { decision: 'rejected', remarks: 'The scan is blurry.' });
    expect(rejected.statusCode).toBe(200);
    expect(await studentDocument(blake.cookie, id)).toMatchObject({
      status: 'rejected',
      remarks: 'The scan is blurry.',
    });
    // decided: no second decision
    expect((await decide(registrar, id, { decision: 'approved' })).statusCode).toBe(409);
  });

  it('answers 404 for a document that does not exist, and lists a student’s documents on their page', async () => {
    expect((await get(registrar, '/api/v1/staff/documents/999999/')).statusCode).toBe(404);
    expect((await decide(registrar, 999999, { decision: 'approved' })).statusCode).toBe(404);
    const cara = await verifiedStudent(t, 'cara.docs@example.ca');
    const id = await handInDocument(t, cara.cookie);
    const { student } = (await get(registrar, `/api/v1/staff/documents/${id}/`)).json() as TDocumentReview;
    const all: TListDocumentReviewsResponse = (
      await get(registrar, `/api/v1/staff/documents/?student=${student.id}`)
    ).json();
    expect(all.count).toBeGreaterThan(1);
    expect(new Set(all.results.map((r) => r.student.id))).toEqual(new Set([student.id]));
  });

  it('takes one decision when two members decide at once through two processes', async () => {
    const dana = await verifiedStudent(t, 'dana.docs@example.ca');
    const id = await handInDocument(t, dana.cookie);
    const answers = await Promise.all([
      decide(registrar, id, { decision: 'approved' }),
      decide(second, id, { decision: 'rejected', remarks: 'Wrong file.' }, other),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const audit = await t.ctx.db
      .select({ n: count() })
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'student_document'), eq(auditEntries.entityId, String(id))));
    expect(audit[0]!.n).toBe(1);
    const told = await t.ctx.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.type, 'document_verification'));
    expect(told[0]!.n).toBeGreaterThan(0);
    const winner = answers.find((a) => a.statusCode === 200)!.json() as TDocumentReview;
    expect((await studentDocument(dana.cookie, id)).status).toBe(winner.status);
  });
});
