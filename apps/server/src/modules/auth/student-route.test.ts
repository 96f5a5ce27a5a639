import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, verifiedStudent } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const askForHelp = (payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/support/',
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    payload,
  });

describe("a student's call registered with studentRoute", () => {
  it('answers 400 to a malformed request before it asks for a session, and 401 without one', async () => {
    expect((await askForHelp({})).statusCode).toBe(400);
    const anonymous = await askForHelp({ subject: 'Hello', message: 'Help me.', source: 'help' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'not_authenticated' });
  });

  it("hands the signed-in student to its handler, after the route's own hooks", async () => {
    const { cookie } = await verifiedStudent(t, 'ana@example.ca');
    const own = await askForHelp({ subject: 'Hello', message: 'Help me.', source: 'help' }, cookie);
    expect(own.statusCode).toBe(201);
    const sin = await t.app.inject({ url: '/api/v1/student/profile/sin/' });
    expect(sin.statusCode).toBe(401);
    expect(sin.headers['cache-control']).toBe('private, no-store');
  });
});
