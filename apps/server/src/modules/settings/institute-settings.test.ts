import type { TStaffInstitute } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, institutes } from '../../db/schema';
import { type StaffClient, staffMember } from '../../test/staff';
import { ORIGIN } from '../../test/students';
import { SAMPLE } from '../../test/uploads';
import { type TestApp, createTestApp, secondInstance } from '../../test/test-app';

let t: TestApp;
let other: TestApp;
let admin: StaffClient;
let colleague: StaffClient;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  other = await secondInstance(t);
  admin = await staffMember(t, 'admin');
  colleague = await staffMember(t, 'admin');
}, 120_000);
afterAll(async () => {
  await other.close();
  await t.close();
});

const settings = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/v1/staff/institute/', headers: { cookie: admin.cookie } })
  ).json() as TStaffInstitute;
const change = (payload: object, member = admin, app = t) =>
  app.app.inject({
    method: 'PATCH',
    url: '/api/v1/staff/institute/',
    headers: { cookie: member.cookie, origin: ORIGIN },
    payload,
  });
const siteConfig = async (language = 'en') =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/site-config/',
      headers: { 'accept-language': language },
    })
  ).json();
const institute = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/institute/' })).json().results[0] as Record<
    string,
    unknown
  >;
const audits = () =>
  t.ctx.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, 'institute'), eq(auditEntries.action, 'institute.update')));

describe("an admin's settings of the institute", () => {
  it('switches the theme preset and the tagline in both languages, which the portal shows at once', async () => {
    const before = await settings();
    expect(before).toMatchObject({
      name: expect.any(String),
      default_language: 'en',
      has_payment_office: true,
    });
    const res = await change({
      theme_preset: 'purple',
      tagline: 'Skills for the next step',
      translations: { 'fr-CA': { tagline: 'Des compétences pour la suite' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ theme_preset: 'purple', name: before.name });
    expect(await siteConfig()).toMatchObject({ theme_preset: 'purple', tagline: 'Skills for the next step' });
    expect(await siteConfig('fr-CA')).toMatchObject({
      tagline: 'Des compétences pour la suite',
      lang: 'fr-CA',
    });

    const [entry] = (await audits()).slice(-1);
    expect(entry).toMatchObject({
      actorEmail: admin.email,
      before: { theme_preset: before.theme_preset, tagline: before.tagline },
      after: {
        theme_preset: 'purple',
        tagline: 'Skills for the next step',
        'translations.fr-CA.tagline': 'Des compétences pour la suite',
      },
    });
    expect(Object.keys(entry!.after as object)).not.toContain('name');
  });

  it('turns a feature off for students, and keeps the links it is given', async () => {
    expect((await change({ features: { power_tutor: false } })).statusCode).toBe(200);
    expect((await institute()).enable_power_tutor).toBe(false);

    const res = await change({ links: { student_handbook: 'https://school.example.ca/handbook.pdf' } });
    expect(res.json().links.student_handbook).toBe('https://school.example.ca/handbook.pdf');
    expect((await institute()).student_handbook).toBe('https://school.example.ca/handbook.pdf');
  });

  it('refuses a link a browser would run, payment at the school without an office, and the default language as a translation', async () => {
    const before = await settings();
    const script = await change({ links: { terms: 'javascript:alert(1)' } });
    expect(script.statusCode).toBe(400);
    expect(script.json()).toHaveProperty(['links.terms']);

    const same = await change({ translations: { en: { name: 'Other' } } });
    expect(same.statusCode).toBe(400);

    const [row] = await t.ctx.db.select().from(institutes);
    await t.ctx.db.update(institutes).set({ paymentOffice: null, enablePaidAtSchool: false });
    try {
      const desk = await change({ features: { paid_at_school: true } });
      expect(desk.statusCode).toBe(400);
      expect(desk.json()['features.paid_at_school']).toEqual([
        'Payment at the school needs the payment office, described in the content folder.',
      ]);
    } finally {
      await t.ctx.db
        .update(institutes)
        .set({ paymentOffice: row!.paymentOffice, enablePaidAtSchool: row!.enablePaidAtSchool });
    }
    expect((await settings()).links).toEqual(before.links);
  });

  it('keeps both changes when two admins save different settings at once through two processes', async () => {
    const [a, b] = await Promise.all([
      change({ theme_preset: 'cyan' }, admin),
      change({ phone: '+1 514 555 0199' }, colleague, other),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await settings()).toMatchObject({ theme_preset: 'cyan', phone: '+1 514 555 0199' });
  });

  it('takes a new logo, which the portal’s pages show at once, and refuses an SVG or a PDF under the file', async () => {
    const upload = (name: string, bytes: Buffer, member = admin) => {
      const form = new FormData();
      form.append('file', new Blob([bytes]), name);
      return t.app.inject({
        method: 'PUT',
        url: '/api/v1/staff/institute/logo/',
        headers: { cookie: member.cookie, origin: ORIGIN },
        payload: form,
      });
    };
    const res = await upload('Lakeshore Logo.png', SAMPLE.png);
    expect(res.statusCode, res.body).toBe(200);
    const logo = (res.json() as TStaffInstitute).logo!;
    expect(logo).toMatch(/^\/api\/v1\/media\/lakeshore-logo-[0-9a-f]{16}\.png$/);
    expect((await siteConfig()).logo).toBe(logo);
    const served = await t.app.inject({ method: 'GET', url: logo });
    expect(served.rawPayload.equals(SAMPLE.png)).toBe(true);
    const [entry] = await t.ctx.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'institute.logo'));
    expect(entry).toMatchObject({ actorEmail: admin.email, after: { logo: logo.split('/').pop() } });

    const svg = await upload(
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(svg.statusCode).toBe(400);
    expect(svg.json().file).toEqual(['File type is not allowed']);
    expect((await upload('logo.png', SAMPLE.pdf)).json().file).toEqual(['File type is not allowed']);
  });
});
