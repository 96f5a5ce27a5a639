import type { TListStudentRecordsResponse, TStudentRecord } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, studentProfiles } from '../../db/schema';
import { FULL, saveProfile } from '../../test/profiles';
import { type StaffClient, staffMember } from '../../test/staff';
import { ORIGIN, verifiedStudent } from '../../test/students';
import { type TestApp, createTestApp, secondInstance } from '../../test/test-app';
import { SAMPLE } from '../../test/uploads';

let t: TestApp;
let other: TestApp;
let registrar: StaffClient;
let second: StaffClient;
let finance: StaffClient;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  other = await secondInstance(t);
  registrar = await staffMember(t, 'registrar');
  second = await staffMember(t, 'registrar');
  finance = await staffMember(t, 'finance');
}, 120_000);
afterAll(async () => {
  await other.close();
  await t.close();
});

const get = (member: StaffClient, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
const review = (member: StaffClient, id: number, field: string, payload: object, app = t) =>
  app.app.inject({
    method: 'POST',
    url: `/api/v1/staff/students/${id}/fields/${field}/review/`,
    headers: { cookie: member.cookie, origin: ORIGIN },
    payload,
  });
const record = async (member: StaffClient, id: number) =>
  (await get(member, `/api/v1/staff/students/${id}/`)).json() as TStudentRecord;
const fieldOf = (found: TStudentRecord, field: string) =>
  found.profile!.fields.find((f) => f.field === field)!;

/** A student who has saved their whole profile, with a photo. */
async function filledIn(email: string) {
  const student = await verifiedStudent(t, email);
  const saved = await saveProfile(t, student.cookie, FULL, { name: 'me.png', bytes: SAMPLE.png });
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...student, id: student.me.profile.id };
}

describe("the registrar's verification of a profile", () => {
  it('shows the fields as entered, verifies one, which locks for the student, who is told', async () => {
    const amira = await filledIn('amira.fields@example.ca');
    const before = await record(registrar, amira.id);
    expect(before.profile).toMatchObject({ verified_percentage: 0 });
    expect(fieldOf(before, 'first_name')).toEqual({
      field: 'first_name',
      value: 'Amira',
      note: '',
      state: 'awaiting_review',
      remarks: '',
      weight: 10,
    });
    // staff compare the SIN's last digits with the document; the whole number stays with the student
    expect(fieldOf(before, 'sin_number').value).toBe('•••-•••-286');
    expect(fieldOf(before, 'address').value).toBe('120 Eglinton Ave E, Toronto, ON, M4P 1E2, Canada');
    const photo = await get(registrar, fieldOf(before, 'profile_photo').value);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-disposition']).toMatch(/^inline;/);
    expect(photo.rawPayload.equals(SAMPLE.png)).toBe(true);

    const queue: TListStudentRecordsResponse = (
      await get(registrar, '/api/v1/staff/students/?profile=awaiting_review&search=amira.fields')
    ).json();
    expect(queue.results.map((r) => r.id)).toEqual([amira.id]);

    const verified = await review(registrar, amira.id, 'first_name', { decision: 'verified' });
    expect(verified.statusCode, verified.body).toBe(200);
    const after = verified.json() as TStudentRecord;
    expect(fieldOf(after, 'first_name').state).toBe('verified');
    expect(after.profile!.verified_percentage).toBe(10);

    const changed = await saveProfile(t, amira.cookie, { ...FULL, first_name: 'Amina' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().first_name).toEqual(['This field is verified and can no longer be changed.']);
    const told = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications/',
      headers: { cookie: amira.cookie },
    });
    expect(told.json().results[0].notification).toMatchObject({ type: 'document_verification' });

    const [entry] = await t.ctx.db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.entity, 'profile_field'), eq(auditEntries.entityId, `${amira.id}:first_name`)),
      );
    expect(entry).toMatchObject({
      action: 'profile_field.verify',
      actorEmail: registrar.email,
      actorRole: 'registrar',
      before: { status: 'success' },
      after: { status: 'verified' },
    });
  });

  it('rejects only with remarks, which the student reads beside the field, and verifies no empty field', async () => {
    const blake = await verifiedStudent(t, 'blake.fields@example.ca');
    const id = blake.me.profile.id;
    const bare = await review(registrar, id, 'first_name', { decision: 'rejected' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().remarks).toEqual(['Say why the field is rejected: the student reads it.']);
    const empty = await review(registrar, id, 'sin_number', { decision: 'verified' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field).toEqual(['The student has not filled this field yet.']);
    expect((await review(registrar, id, 'favourite_colour', { decision: 'verified' })).statusCode).toBe(400);

    const rejected = await review(registrar, id, 'first_name', {
      decision: 'rejected',
      remarks: 'Use the name on your permit.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(fieldOf(rejected.json(), 'first_name')).toMatchObject({
      state: 'rejected',
      remarks: 'Use the name on your permit.',
    });
    const details = await t.app.inject({
      method: 'GET',
      url: '/api/v1/student/verification-details/',
      headers: { cookie: blake.cookie },
    });
    expect(details.json().find((d: { field_name: string }) => d.field_name === 'first_name')).toMatchObject({
      status: 'rejected',
      remarks: 'Use the name on your permit.',
    });
    expect(fieldOf(await record(registrar, id), 'sin_number').state).toBe('empty');
  });

  it('shows the profile only to the staff who verify it, and answers 404 for a student who does not exist', async () => {
    const cara = await filledIn('cara.fields@example.ca');
    const seen = await record(finance, cara.id);
    expect(seen.email).toBe('cara.fields@example.ca');
    expect(seen.profile).toBeNull();
    expect((await get(finance, `/api/v1/staff/students/${cara.id}/photo/`)).statusCode).toBe(403);
    expect((await review(finance, cara.id, 'first_name', { decision: 'verified' })).statusCode).toBe(403);
    expect((await review(registrar, 999999, 'first_name', { decision: 'verified' })).statusCode).toBe(404);
    expect((await get(registrar, '/api/v1/staff/students/999999/photo/')).statusCode).toBe(404);
  });

  it('counts both fields when two members verify two fields at once through two processes', async () => {
    const dana = await filledIn('dana.fields@example.ca');
    const answers = await Promise.all([
      review(registrar, dana.id, 'sin_number', { decision: 'verified' }),
      review(second, dana.id, 'legal_status', { decision: 'verified' }, other),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const [row] = await t.ctx.db
      .select({ percentage: studentProfiles.profileCompletionPercentage })
      .from(studentProfiles)
      .where(eq(studentProfiles.id, dana.id));
    // 15 for the SIN and 15 for the legal status
    expect(row!.percentage).toBe(30);
    expect((await record(registrar, dana.id)).profile!.verified_percentage).toBe(30);
  });
});
