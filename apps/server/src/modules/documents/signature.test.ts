import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app';
import { ORIGIN, verifiedStudent } from '../../test/students';
import { pdfText } from '../../test/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true, now: () => new Date('2026-11-22T15:00:00Z') });
});
afterAll(() => t.close());

const PROFILE = {
  first_name: 'Amira',
  last_name: 'Haddad',
  date_of_birth: '2001-05-14',
  sin_number: '046454286',
  address: '120 Eglinton Ave E',
  city: 'Toronto',
  province: 'ON',
  postal_code: 'M4P 1E2',
  country: 'Canada',
  phone: '416-555-0199',
  student_handbook: 'true',
};

type Doc = {
  id: number;
  status: string;
  document: { id: number } | null;
  global_document: { document_type: string };
};

async function agreementOf(cookie: string): Promise<Doc> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/student/documents/', headers: { cookie } });
  return (res.json() as Doc[]).find((d) => d.global_document.document_type === 'docusign')!;
}
const sign = (cookie: string, id: number, fullName: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/student/documents/${id}/sign/`,
    headers: { cookie, origin: ORIGIN },
    payload: { full_name: fullName, consent: true },
  });
const fileText = async (cookie: string, url: string) =>
  pdfText((await t.app.inject({ method: 'GET', url, headers: { cookie } })).rawPayload);

describe('the built-in e-signature', () => {
  it("refuses a name that is not the student's legal name, with a clear message", async () => {
    const { cookie } = await verifiedStudent(t, 'jose@example.ca', {
      first_name: 'José',
      last_name: 'Núñez',
    });
    const agreement = await agreementOf(cookie);
    const res = await sign(cookie, agreement.id, 'Someone Else');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      full_name: ['The typed name must match your legal name on your profile.'],
      codes: { full_name: [{ code: 'signature.nameMismatch' }] },
    });
    expect((await agreementOf(cookie)).status).toBe('pending_upload');
  });

  it.each([['José Núñez'], ['jose nunez'], ['  JOSÉ    núñez ']])(
    'accepts %j for José Núñez: case, accents and spaces do not count',
    async (typed) => {
      const email = `jn-${Math.random().toString(36).slice(2)}@example.ca`;
      const { cookie } = await verifiedStudent(t, email, { first_name: 'José', last_name: 'Núñez' });
      const res = await sign(cookie, (await agreementOf(cookie)).id, typed);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe('awaiting_review');
    },
  );

  it('accepts the middle name too, and refuses a first name alone', async () => {
    const { cookie } = await verifiedStudent(t, 'mid@example.ca', {
      first_name: 'Amira',
      last_name: 'Haddad',
    });
    const form = new FormData();
    for (const [k, v] of Object.entries(PROFILE)) form.append(k, v);
    form.append('middle_name', 'Layla');
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/student/profile/',
      headers: { cookie, origin: ORIGIN },
      payload: form,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = (await agreementOf(cookie)).id;
    expect((await sign(cookie, id, 'Amira')).statusCode).toBe(400);
    expect((await sign(cookie, id, 'Amira Layla Haddad')).statusCode).toBe(200);
  });

  it('stamps the signature where the blank signature lines were', async () => {
    const { cookie } = await verifiedStudent(t, 'stamp@example.ca', {
      first_name: 'Amira',
      last_name: 'Haddad',
    });
    const agreement = await agreementOf(cookie);
    const template = await fileText(cookie, `/api/v1/student/documents/${agreement.id}/template/`);
    expect(template).toMatch(/Student signature: _{5,}/);

    const res = await sign(cookie, agreement.id, 'amira  haddad');
    const signed = await fileText(cookie, `/api/v1/files/${res.json().document.id}/`);
    expect(signed).toContain('Electronic signature');
    expect(signed).toContain('Student name: Amira Haddad');
    expect(signed).toContain('Date: November 22, 2026');
    // the typed name, drawn as a signature on its own line
    expect(signed).toMatch(/Student signature:\s+\/s\/ amira haddad/);
    expect(signed).toContain('Signed by: Amira Haddad (stamp@example.ca)');
    expect(signed).not.toMatch(/_{3,}/);
    // the text after the lines stays, after the stamp
    expect(signed.indexOf('For the College')).toBeGreaterThan(signed.indexOf('Electronic signature'));
  });

  it("answers 404 for another student's document", async () => {
    const mine = await verifiedStudent(t, 'own@example.ca', { first_name: 'Noor', last_name: 'Ali' });
    const theirs = await verifiedStudent(t, 'their@example.ca', { first_name: 'Noor', last_name: 'Ali' });
    const res = await sign(mine.cookie, (await agreementOf(theirs.cookie)).id, 'Noor Ali');
    expect(res.statusCode).toBe(404);
  });
});
