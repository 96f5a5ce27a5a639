import { STAFF_ROLES, type StaffRole, roleAllows } from '@portal/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../db/schema';
import { handInDocument } from '../test/documents';
import { type StaffClient, staffMember } from '../test/staff';
import { ORIGIN, clientAddress, verifiedStudent } from '../test/students';
import { type TestApp, createTestApp } from '../test/test-app';
import { type RegisteredRoute, STAFF_API, collectRoutes, routeName } from './route-list';

let t: TestApp;
let routes: RegisteredRoute[];
const staff = {} as Record<StaffRole, StaffClient>;
/** A registrar who has not set up a second factor. */
let unfinished: StaffClient;
let student: string;
/** The member whose id the calls with an id name. */
let target: StaffClient;

beforeAll(async () => {
  const collected = collectRoutes();
  t = await createTestApp({ demo: true, build: { onRoute: collected.onRoute } });
  routes = collected.routes().filter((r) => r.path.startsWith(STAFF_API) && r.method !== 'HEAD');
  for (const role of STAFF_ROLES) staff[role] = await staffMember(t, role);
  unfinished = await staffMember(t, 'registrar', { secondFactor: false });
  target = await staffMember(t, 'support');
  student = (await verifiedStudent(t, 'matrix-student@example.ca')).cookie;
}, 120_000);
afterAll(() => t?.close());

/** A valid call of each staff write, so that the admin's call succeeds and its audit row can be counted. */
const WRITES: Record<string, () => object> = {
  'POST /api/v1/staff/members/': () => ({
    email: `invited-${Math.random().toString(36).slice(2, 8)}@school.test`,
    name: 'Invited',
    role: 'support',
  }),
  'PATCH /api/v1/staff/members/:id/': () => ({ role: 'support' }),
  'POST /api/v1/staff/documents/:id/review/': () => ({ decision: 'approved' }),
};

let students = 0;
/** The record a call with an id names, by the path it starts with: the staff member `target` else. */
const IDS: Record<string, () => Promise<string>> = {
  '/api/v1/staff/students/': async () => {
    const { me } = await verifiedStudent(t, `matrix-records-${++students}@example.ca`);
    return String(me.profile.id);
  },
  // a document awaiting review, which a decision takes out of the queue: a new one for each call
  '/api/v1/staff/documents/': async () => {
    const { cookie } = await verifiedStudent(t, `matrix-documents-${++students}@example.ca`);
    return String(await handInDocument(t, cookie));
  },
};

async function urlOf(route: RegisteredRoute) {
  if (!route.path.includes(':id')) return route.path;
  const made = Object.entries(IDS).find(([prefix]) => route.path.startsWith(prefix))?.[1];
  return route.path.replace(':id', made ? await made() : target.id);
}

const ask = async (route: RegisteredRoute, cookie: string | null, payload?: object) =>
  t.app.inject({
    method: route.method as 'GET',
    url: await urlOf(route),
    headers: { origin: ORIGIN, 'x-forwarded-for': clientAddress(), ...(cookie ? { cookie } : {}) },
    ...(route.method === 'GET' ? {} : { payload: payload ?? {} }),
  });

const isWrite = (route: RegisteredRoute) => route.method !== 'GET';

describe('the staff role matrix', () => {
  it('knows what each staff route needs, and a valid call of each write', () => {
    expect(routes.length).toBeGreaterThan(3);
    expect(
      routes.filter((r) => !r.operation?.staff).map(routeName),
      'staff routes without a permission',
    ).toEqual([]);
    const writes = routes.filter(isWrite).map(routeName);
    expect(
      writes.filter((name) => !(name in WRITES)),
      'staff writes missing from WRITES',
    ).toEqual([]);
    expect(
      Object.keys(WRITES).filter((name) => !writes.includes(name)),
      'WRITES for no route',
    ).toEqual([]);
  });

  it('answers each route: no session 401, a student 403, each role by its permissions', async () => {
    const rows: string[] = [];
    for (const route of routes) {
      const name = routeName(route);
      const need = route.operation!.staff!;
      expect((await ask(route, null)).statusCode, `${name} without a session`).toBe(401);
      expect((await ask(route, student)).statusCode, `${name} by a student`).toBe(403);
      const early = await ask(route, unfinished.cookie);
      if (need === 'any') expect(early.statusCode, `${name} before a second factor`).toBe(200);
      else expect(early.json().code, `${name} before a second factor`).toBe('two_factor_required');
      const cells: string[] = [];
      for (const role of STAFF_ROLES) {
        const allowed = need === 'any' || roleAllows(role, need);
        const res = await ask(route, staff[role].cookie, WRITES[name]?.());
        cells.push(`${role} ${res.statusCode}`);
        if (allowed) expect([401, 403], `${name} by ${role}: ${res.body}`).not.toContain(res.statusCode);
        else expect(res.statusCode, `${name} by ${role}`).toBe(403);
      }
      rows.push(`${name}: ${cells.join(', ')}`);
    }
    console.log(
      `staff role matrix (${routes.length} routes × ${STAFF_ROLES.length + 3} callers):\n${rows.join('\n')}`,
    );
  });

  it('leaves an audit row for every staff write', async () => {
    const entries = async () => (await t.ctx.db.select({ n: count() }).from(auditEntries))[0]!.n;
    for (const route of routes.filter(isWrite)) {
      const name = routeName(route);
      const before = await entries();
      const res = await ask(route, staff.admin.cookie, WRITES[name]!());
      expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(300);
      expect(await entries(), `the audit rows after ${name}`).toBe(before + 1);
    }
  });
});
