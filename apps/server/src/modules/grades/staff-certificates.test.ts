import type { TStaffCertificate } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema';
import type { Enrolled } from '../../test/journey';
import { certifiedGraduate } from '../../test/passing';
import { type StaffClient, staffMember } from '../../test/staff';
import { ORIGIN } from '../../test/students';
import { type TestApp, createTestApp, secondInstance } from '../../test/test-app';

const FREE = 'digital-literacy-essentials';
let t: TestApp;
let other: TestApp;
let registrar: StaffClient;
let colleague: StaffClient;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  other = await secondInstance(t);
  registrar = await staffMember(t, 'registrar');
  colleague = await staffMember(t, 'registrar');
}, 120_000);
afterAll(async () => {
  await other.close();
  await t.close();
});

const graduate = async (email: string) => {
  const { s, certificate } = await certifiedGraduate(t, email, FREE);
  return { s, code: certificate.verification_code };
};
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: registrar.cookie } });
const revoke = (member: StaffClient, id: number, reason: string, app = t) =>
  app.app.inject({
    method: 'POST',
    url: `/api/v1/staff/certificates/${id}/revoke/`,
    headers: { cookie: member.cookie, origin: ORIGIN },
    payload: { reason },
  });
const revocations = async (s: Enrolled) =>
  (
    (
      await t.app.inject({ method: 'GET', url: '/api/v1/notifications/', headers: { cookie: s.cookie } })
    ).json().results as { notification: { heading: string; message: string } }[]
  ).filter((n) => n.notification.heading === 'Certificate revoked');

describe("the registrar's certificates", () => {
  it('finds a certificate by its code and revokes it with the reason, which the graduate reads', async () => {
    const { s, code } = await graduate('found.certificate@example.ca');
    const found = (await get(`/api/v1/staff/certificates/?search=${code}`)).json();
    expect(found.results).toHaveLength(1);
    const certificate: TStaffCertificate = found.results[0];
    expect(certificate).toMatchObject({
      code,
      state: 'valid',
      student: { email: 'found.certificate@example.ca' },
      subscription_id: s.subscription,
      revoked_reason: null,
    });
    expect((await revoke(registrar, certificate.id, '  ')).statusCode).toBe(400);
    const revoked = await revoke(registrar, certificate.id, 'Issued in error: the final quiz was retaken.');
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({
      state: 'revoked',
      revoked_reason: 'Issued in error: the final quiz was retaken.',
    });
    expect((await revocations(s))[0]!.notification.message).toContain('the final quiz was retaken');
    const [entry] = await t.ctx.db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.action, 'certificate.revoke'), eq(auditEntries.entityId, String(certificate.id))),
      );
    expect(entry).toMatchObject({
      actorEmail: registrar.email,
      after: { revoked_reason: expect.any(String) },
    });
    const listed = (await get('/api/v1/staff/certificates/?state=revoked')).json();
    expect(listed.results.map((c: TStaffCertificate) => c.id)).toContain(certificate.id);
    // a page of one counts every certificate the filter finds, as the whole list does
    const all = (await get('/api/v1/staff/certificates/?limit=100')).json();
    const past = (await get(`/api/v1/staff/certificates/?limit=1&offset=${all.count}`)).json();
    expect(past.results).toEqual([]);
    expect(past.count).toBe(all.count);
    expect(all.count).toBe(all.results.length);
    expect((await get(`/api/v1/staff/certificates/?search=${code}&limit=1`)).json().count).toBe(1);
    expect((await get('/api/v1/staff/certificates/999999/')).statusCode).toBe(404);
  });

  it('revokes once when two registrars revoke at once through two processes', async () => {
    const { s, code } = await graduate('twice.certificate@example.ca');
    const [certificate] = (await get(`/api/v1/staff/certificates/?search=${code}`)).json().results;
    const answers = await Promise.all([
      revoke(registrar, certificate.id, 'Withdrawn by the board.'),
      revoke(colleague, certificate.id, 'Withdrawn by the board.', other),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await revocations(s)).toHaveLength(1);
  });
});
