import type { TStaffProgram } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, courses } from '../../db/schema';
import { type StaffClient, staffMember } from '../../test/staff';
import { ORIGIN, clientAddress, verifiedStudent } from '../../test/students';
import { type TestApp, createTestApp, secondInstance } from '../../test/test-app';
import { SAMPLE } from '../../test/uploads';

const FREE = 'digital-literacy-essentials';
const PAID = 'food-handler-certification';
const COHORTS = 'early-childhood-education-assistant';

let t: TestApp;
let other: TestApp;
let admin: StaffClient;
let instructor: StaffClient;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  other = await secondInstance(t);
  for (const row of await t.ctx.db.select().from(courses)) ids[row.slug] = row.id;
  admin = await staffMember(t, 'admin');
  instructor = await staffMember(t, 'instructor', { programs: [ids[PAID]!] });
}, 120_000);
afterAll(async () => {
  await other.close();
  await t.close();
});

const get = (member: StaffClient, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
const send = (
  member: StaffClient,
  method: 'PATCH' | 'POST' | 'PUT',
  url: string,
  payload: object | FormData,
  app = t,
) => app.app.inject({ method, url, headers: { cookie: member.cookie, origin: ORIGIN }, payload });
const program = async (slug: string) =>
  (await get(admin, `/api/v1/staff/programs/${ids[slug]}/`)).json() as TStaffProgram;
const publicCourse = async (slug: string, language = 'en') =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/courses/${ids[slug]}/`,
      headers: { 'accept-language': language },
    })
  ).json();

describe("a program's settings in the console", () => {
  it('are kept to an instructor’s programs; another program is not found', async () => {
    const list = (await get(instructor, '/api/v1/staff/programs/')).json();
    expect(list.results.map((p: TStaffProgram) => p.slug)).toEqual([PAID]);
    expect((await get(instructor, `/api/v1/staff/programs/${ids[FREE]}/`)).statusCode).toBe(404);
    expect(
      (await send(instructor, 'PATCH', `/api/v1/staff/programs/${ids[FREE]}/`, { level: 'x' })).statusCode,
    ).toBe(404);
    const all = (await get(admin, '/api/v1/staff/programs/?search=food')).json();
    expect(all.results.map((p: TStaffProgram) => p.slug)).toEqual([PAID]);
  });

  it('change the price and the French name, which the catalogue shows at once, with who changed what', async () => {
    const before = await program(PAID);
    const res = await send(instructor, 'PATCH', `/api/v1/staff/programs/${ids[PAID]}/`, {
      price: before.price + 1000,
      translations: { 'fr-CA': { name: 'Manipulation sécuritaire des aliments' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ price: before.price + 1000, name: before.name });
    expect((await publicCourse(PAID)).price).toBe(before.price + 1000);
    expect(await publicCourse(PAID, 'fr-CA')).toMatchObject({
      name: 'Manipulation sécuritaire des aliments',
      lang: 'fr-CA',
    });
    const [entry] = await t.ctx.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'program.update'), eq(auditEntries.actorEmail, instructor.email)));
    expect(entry).toMatchObject({
      entity: 'program',
      before: { price: before.price, 'translations.fr-CA.name': before.translations['fr-CA']?.name },
      after: {
        price: before.price + 1000,
        'translations.fr-CA.name': 'Manipulation sécuritaire des aliments',
      },
    });
  });

  it('adds a cohort students can join, and never leaves it fewer seats than are taken', async () => {
    const url = `/api/v1/staff/programs/${ids[COHORTS]}/cohorts/`;
    const cohort = {
      name: 'Winter 2027',
      start_date: '2027-01-11',
      end_date: '2027-04-30',
      is_free: false,
      price: 120000,
      seats: 2,
    };
    const added = await send(admin, 'POST', url, cohort);
    expect(added.statusCode, added.body).toBe(201);
    const winter = (added.json() as TStaffProgram).cohorts.find((c) => c.name === 'Winter 2027')!;
    expect(winter).toMatchObject({ seats: 2, taken: 0 });
    expect((await publicCourse(COHORTS)).cohorts.map((c: { id: number }) => c.id)).toContain(winter.id);

    const { cookie } = await verifiedStudent(t, 'winter-cohort@example.ca');
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/',
      headers: { cookie, origin: ORIGIN, 'x-forwarded-for': clientAddress() },
      payload: { course: ids[COHORTS], cohort: winter.id, student_email: 'winter-cohort@example.ca' },
    });
    expect(joined.statusCode, joined.body).toBe(200);

    const fewer = await send(admin, 'PUT', `${url}${winter.id}/`, { ...cohort, seats: 0 });
    expect(fewer.statusCode).toBe(400);
    const full = await send(admin, 'PUT', `${url}${winter.id}/`, { ...cohort, seats: 1 });
    expect(full.json().cohorts.find((c: { id: number }) => c.id === winter.id)).toMatchObject({
      seats: 1,
      taken: 1,
    });
    const backwards = await send(admin, 'PUT', `${url}${winter.id}/`, { ...cohort, end_date: '2026-12-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().end_date).toEqual(['The cohort ends on or after the day it starts.']);

    // its French name, which French readers see; the default language's is the name itself
    const named = await send(admin, 'PUT', `${url}${winter.id}/`, {
      ...cohort,
      seats: 1,
      translations: { 'fr-CA': { name: 'Hiver 2027' } },
    });
    expect(named.json().cohorts.find((c: { id: number }) => c.id === winter.id)).toMatchObject({
      name: 'Winter 2027',
      translations: { 'fr-CA': { name: 'Hiver 2027' } },
    });
    const names = async (language: string) =>
      (await publicCourse(COHORTS, language)).cohorts.find((c: { id: number }) => c.id === winter.id).name;
    expect(await names('fr-CA')).toBe('Hiver 2027');
    expect(await names('en')).toBe('Winter 2027');
    const english = await send(admin, 'PUT', `${url}${winter.id}/`, {
      ...cohort,
      seats: 1,
      translations: { en: { name: 'Winter' } },
    });
    expect(english.statusCode).toBe(400);
    expect(english.json().codes).toEqual({ translations: [{ code: 'staff.plans.defaultLanguage' }] });

    // a self-paced program has no cohorts to add
    expect(
      (await send(admin, 'POST', `/api/v1/staff/programs/${ids[FREE]}/cohorts/`, cohort)).statusCode,
    ).toBe(409);
  });

  it('keeps a cohort’s seats at or above those taken when a student joins as they are cut, through two processes', async () => {
    const url = `/api/v1/staff/programs/${ids[COHORTS]}/cohorts/`;
    const cohort = {
      name: 'Spring 2027',
      start_date: '2027-03-01',
      end_date: '2027-06-30',
      is_free: true,
      price: 0,
      seats: 5,
    };
    const spring = ((await send(admin, 'POST', url, cohort)).json() as TStaffProgram).cohorts.find(
      (c) => c.name === 'Spring 2027',
    )!;
    const first = await verifiedStudent(t, 'spring-first@example.ca');
    const join = (student: typeof first, email: string, app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: '/api/v1/subscriptions/',
        headers: { cookie: student.cookie, origin: ORIGIN, 'x-forwarded-for': clientAddress() },
        payload: { course: ids[COHORTS], cohort: spring.id, student_email: email },
      });
    expect((await join(first, 'spring-first@example.ca', t)).statusCode).toBe(200);
    const second = await verifiedStudent(t, 'spring-second@example.ca');
    const [joined, cut] = await Promise.all([
      join(second, 'spring-second@example.ca', other),
      send(admin, 'PUT', `${url}${spring.id}/`, { ...cohort, seats: 1 }),
    ]);
    // the cut first, and the second student finds the cohort full; or their seat first, and the cut is refused
    expect([joined.statusCode, cut.statusCode].sort()).toEqual([200, 409]);
    const after = (await program(COHORTS)).cohorts.find((c) => c.id === spring.id)!;
    expect(after.taken).toBeLessThanOrEqual(after.seats!);
  });

  it('takes a new picture, which the catalogue shows at once; another program’s is not found', async () => {
    const picture = (id: number, bytes: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([bytes]), 'Kitchen class.png');
      return send(instructor, 'PUT', `/api/v1/staff/programs/${id}/image/`, form);
    };
    const res = await picture(ids[PAID]!, SAMPLE.png);
    expect(res.statusCode, res.body).toBe(200);
    const image = (res.json() as TStaffProgram).image!;
    expect(image).toMatch(/^\/api\/v1\/media\/kitchen-class-[0-9a-f]{16}\.png$/);
    expect(JSON.stringify(await publicCourse(PAID))).toContain(image);
    expect((await picture(ids[FREE]!, SAMPLE.png)).statusCode).toBe(404);
    expect((await picture(ids[PAID]!, SAMPLE.html)).json().file).toEqual(['File type is not allowed']);
    const [entry] = await t.ctx.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'program.image'), eq(auditEntries.actorEmail, instructor.email)));
    expect(entry).toMatchObject({ entityId: String(ids[PAID]), after: { image: image.split('/').pop() } });
  });
});
