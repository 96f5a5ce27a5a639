import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentProfiles } from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/test-app';
import { ORIGIN, decideField, verifiedStudent } from '../../test/students';
import { FULL, type Photo, saveProfile } from '../../test/profiles';
import { SAMPLE, pdfText } from '../../test/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true, now: () => new Date('2026-11-22T15:00:00Z') });
});
afterAll(() => t.close());

const patch = (cookie: string, fields: Record<string, string>, photo?: Photo) =>
  saveProfile(t, cookie, fields, photo);
const get = (cookie: string, url = '/api/v1/student/profile/') =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('the student profile', () => {
  it('starts with the sign-up names, incomplete and unverified', async () => {
    const { cookie } = await verifiedStudent(t, 'new@example.ca', { first_name: 'Noor', last_name: 'Ali' });
    const profile = (await get(cookie)).json();
    expect(profile).toMatchObject({
      first_name: 'Noor',
      last_name: 'Ali',
      email: 'new@example.ca',
      profile_complete: false,
      sin_number: null,
    });
    const details = (await get(cookie, '/api/v1/student/verification-details/')).json();
    expect(details.map((d: { field_name: string }) => d.field_name)).toContain('sin_number');
    expect(details.reduce((t: number, d: { weightage: number }) => t + d.weightage, 0)).toBe(100);
    expect(details.find((d: { field_name: string }) => d.field_name === 'first_name').status).toBe('success');
    expect(details.find((d: { field_name: string }) => d.field_name === 'sin_number').status).toBe('pending');
  });

  it('saves a complete profile, masks the SIN and keeps it encrypted', async () => {
    const { cookie } = await verifiedStudent(t, 'amira@example.ca');
    const res = await patch(cookie, FULL, { name: 'me.png', bytes: SAMPLE.png });
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(profile).toMatchObject({
      profile_complete: true,
      completed_now: true,
      sin_number: '•••-•••-286',
      postal_code: 'M4P 1E2',
      referred_by: 'A friend',
      profile_photo: expect.stringMatching(/^\/api\/v1\/files\/\d+\/$/),
    });
    expect((await get(cookie, '/api/v1/student/profile/sin/')).json()).toEqual({ sin_number: '046454286' });
    const [row] = await t.ctx.db.select().from(studentProfiles).where(eq(studentProfiles.id, profile.id));
    expect(row!.sinCipher!.toString('latin1')).not.toContain('046454286');
    expect(JSON.stringify(profile)).not.toContain('046454286');
  });

  it.each([
    [{ sin_number: '12345678' }, 'sin_number', 'Student Identification Number (SIN) must be 9 digits'],
    [{ sin_number: '1234567890' }, 'sin_number', 'Student Identification Number (SIN) must be 9 digits'],
    [{ date_of_birth: '2011-01-01' }, 'date_of_birth', 'You must be at least 16 years old'],
    [{ date_of_birth: '2027-01-01' }, 'date_of_birth', 'Date of birth cannot be in the future'],
    [{ postal_code: '90210' }, 'postal_code', 'Enter a postal code like t2t2t2'],
    [{ phone: '555-0199' }, 'phone', 'Enter (10-12 Digit Phone No.)'],
    [{ email: 'other@example.ca' }, 'email', 'Email cannot be changed.'],
    [{ student_handbook: 'false' }, 'student_handbook', 'Please accept the student handbook'],
    [{ legal_status: 'others' }, 'other_legal_status_remarks', 'Please describe your legal status'],
  ])('refuses %o with its message and saves nothing', async (change, field, message) => {
    const email = `bad-${field}-${Math.random().toString(36).slice(2)}@example.ca`;
    const { cookie } = await verifiedStudent(t, email);
    const res = await patch(cookie, { ...FULL, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual([message]);
    expect(res.json().non_field_errors).toEqual(['Please fill your profile information correctly']);
    expect((await get(cookie)).json().profile_complete).toBe(false);
  });

  it('says a refused rule by its code too, for the portal to say it in French', async () => {
    const { cookie } = await verifiedStudent(t, 'coded-rules@example.ca');
    const res = await patch(cookie, { ...FULL, sin_number: '12345678', postal_code: '90210' });
    expect(res.json().codes).toMatchObject({
      sin_number: [{ code: 'rules.sinLength' }],
      postal_code: [{ code: 'rules.postalCode' }],
    });
  });

  it('clears referred_by when is_referred is No', async () => {
    const { cookie } = await verifiedStudent(t, 'referral@example.ca');
    const res = await patch(cookie, { ...FULL, is_referred: 'false', referred_by: 'A friend' });
    expect(res.json()).toMatchObject({ is_referred: false, referred_by: '' });
  });

  it('asks for a cohort when the chosen program runs in cohorts', async () => {
    const { cookie } = await verifiedStudent(t, 'cohort@example.ca');
    const courses = (await t.app.inject({ method: 'GET', url: '/api/v1/courses/?limit=100' })).json().results;
    const cohortCourse = courses.find((c: { is_cohort: boolean }) => c.is_cohort);
    const res = await patch(cookie, { ...FULL, subscribing_course_id: String(cohortCourse.id) });
    expect(res.json().subscribing_cohort_id).toEqual(['Please select a cohort for this program']);
    const ok = await patch(cookie, {
      ...FULL,
      subscribing_course_id: String(cohortCourse.id),
      subscribing_cohort_id: String(cohortCourse.cohorts[0].id),
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a photo that is not an image', async () => {
    const { cookie } = await verifiedStudent(t, 'photo@example.ca');
    const res = await patch(cookie, FULL, { name: 'me.png', bytes: SAMPLE.html });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      profile_photo: ['File type is not allowed'],
      codes: { profile_photo: [{ code: 'rules.fileTypeNotAllowed' }] },
    });
  });

  it('locks a verified field and an accepted consent, and counts verified weight as completion', async () => {
    const { cookie, me } = await verifiedStudent(t, 'locked@example.ca');
    await patch(cookie, FULL);
    // what `portal verify-field` does for the school
    await decideField(t, me.profile.id, 'first_name', 'verified');
    await decideField(t, me.profile.id, 'sin_number', 'verified');
    await decideField(t, me.profile.id, 'phone', 'rejected', 'Number not in service');
    expect((await get(cookie)).json().profile_completion_percentage).toBe(25);

    const res = await patch(cookie, { ...FULL, first_name: 'Amy', terms_condition: 'false' });
    expect(res.statusCode).toBe(400);
    expect(res.json().first_name).toEqual(['This field is verified and can no longer be changed.']);
    expect(res.json().terms_condition).toEqual(['An accepted consent cannot be withdrawn here.']);

    const details = (await get(cookie, '/api/v1/student/verification-details/')).json();
    expect(details.find((d: { field_name: string }) => d.field_name === 'phone')).toMatchObject({
      status: 'rejected',
      remarks: 'Number not in service',
    });
    // a corrected phone goes back to waiting for the school
    const fixed = await patch(cookie, { ...FULL, phone: '416-555-0123' });
    expect(fixed.json()).toMatchObject({ phone: '416-555-0123' });
    const after = (await get(cookie, '/api/v1/student/verification-details/')).json();
    expect(after.find((d: { field_name: string }) => d.field_name === 'phone').status).toBe('success');
  });

  it('downloads the profile as a PDF with the SIN masked', async () => {
    const { cookie } = await verifiedStudent(t, 'pdf@example.ca');
    await patch(cookie, FULL, { name: 'me.png', bytes: SAMPLE.png });
    const res = await get(cookie, '/api/v1/student/profile/?download_pdf=true');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="student-profile-2026-11-22.pdf"');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Maple Ridge College of Applied Skills');
    expect(text).toContain('Amira Haddad');
    expect(text).toContain('•••-•••-286');
    expect(text).not.toContain('046454286');
    expect(text).toContain('Pending for verification');
    expect(text).toMatch(/Pending sign/);
  });

  it('prints labels, not stored values, in the PDF, in the student’s language', async () => {
    const { cookie } = await verifiedStudent(t, 'labels@example.ca');
    await patch(cookie, {
      ...FULL,
      pronoun: 'she',
      gender: 'female',
      emergency_contact_relation: 'mother',
      legal_status: 'others',
      other_legal_status_remarks: 'Visitor record, extension pending',
      aboriginal_status: 'not_applicable',
    });
    const text = pdfText((await get(cookie, '/api/v1/student/profile/?download_pdf=true')).rawPayload);
    expect(text).toMatch(/Pronoun +She\/her/);
    expect(text).toMatch(/Gender +Female/);
    expect(text).toMatch(/Relation +Mother/);
    expect(text).toMatch(/Legal status in Canada +Other: Visitor record, extension pending/);
    expect(text).toMatch(/Aboriginal status +Not applicable/);
    expect(text).toMatch(/Province +Ontario/);
    expect(text).toMatch(/\d+% filled · 0% verified by the school/);
    expect(text).not.toMatch(/\b(she|female|mother|others)\b/);
    // headings start at the margin, where the labels do
    const lines = text.split('\n');
    const at = (start: string) => lines.find((l) => l.trimStart().startsWith(start))!.search(/\S/);
    expect(at('Emergency contact')).toBe(at('Pronoun'));

    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me/',
      headers: { cookie, origin: ORIGIN },
      payload: { language: 'fr-CA' },
    });
    const french = pdfText((await get(cookie, '/api/v1/student/profile/?download_pdf=true')).rawPayload);
    expect(french).toMatch(/Pronom +Elle/);
    expect(french).toMatch(/Lien +Mère/);
    expect(french).toMatch(/Statut juridique au Canada +Autre : Visitor record/);
  });
});

describe('the registration form', () => {
  it('saves the basics with Canada as the country', async () => {
    const { cookie, me } = await verifiedStudent(t, 'register@example.ca');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/students/${me.profile.id}/`,
      headers: { cookie, origin: ORIGIN },
      payload: {
        first_name: 'Leo',
        last_name: 'Tremblay',
        date_of_birth: '2000-02-02',
        city: 'Ottawa',
        address: '1 Rideau St',
        province: 'ON',
        postal_code: 'K1N 8S7',
        phone: '6135550100',
        course: null,
        is_active: true,
        groups: [],
        user_permissions: [],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: me.profile.id, profile_complete: false });
    expect((await get(cookie)).json()).toMatchObject({
      country: 'Canada',
      city: 'Ottawa',
      postal_code: 'K1N 8S7',
    });
  });

  it('asks for a province and a 10-digit phone', async () => {
    const { cookie, me } = await verifiedStudent(t, 'noprovince@example.ca');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/students/${me.profile.id}/`,
      headers: { cookie, origin: ORIGIN },
      payload: {
        first_name: 'Leo',
        last_name: 'T',
        date_of_birth: '2000-02-02',
        city: 'Ottawa',
        address: '1 Rideau St',
        province: '',
        postal_code: 'K1N 8S7',
        phone: '61355501001',
      },
    });
    expect(res.json()).toMatchObject({
      province: ['Please select province'],
      phone: ['Enter (10 Digit Phone No.)'],
    });
  });

  it("answers 404 for another student's profile id, and 401 without a session", async () => {
    const mine = await verifiedStudent(t, 'mine-reg@example.ca');
    const theirs = await verifiedStudent(t, 'theirs-reg@example.ca');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/students/${theirs.me.profile.id}/`,
      headers: { cookie: mine.cookie, origin: ORIGIN },
      payload: {},
    });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/student/profile/' })).statusCode).toBe(401);
  });
});
