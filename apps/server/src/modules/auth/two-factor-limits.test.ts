import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMember } from '../../test/staff';
import { ORIGIN } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe('the second factor behind one school address', () => {
  it('lets an office’s members type their codes together: a wrong code is refused, never limited', async () => {
    const member = await staffMember(t, 'registrar');
    const office = '203.0.113.77';
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/two-factor/verify-totp',
            headers: { origin: ORIGIN, cookie: member.cookie, 'x-forwarded-for': office },
            payload: { code: '000000' },
          })
        ).statusCode,
      );
    expect(answers).not.toContain(429);
  });
});
