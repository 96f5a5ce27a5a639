import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffPrograms, users } from '../db/schema';
import { type TestApp, createTestApp } from '../test/test-app';
import { runPortal } from './run-portal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

/** Runs a command in the test portal's own context, as a forwarded operator command does. */
function operator() {
  const lines = { log: [] as string[], error: [] as string[] };
  const out = { log: (l: string) => lines.log.push(l), error: (l: string) => lines.error.push(l) };
  const source = { open: async () => t.ctx, release: async () => {} };
  const portal = (...args: string[]) => runPortal(args, out, process.env, process.cwd(), source);
  return { lines, portal };
}

describe('portal staff invite', () => {
  it('gives an instructor their programs by slug, and refuses a program that does not exist', async () => {
    const { lines, portal } = operator();
    const email = 'ines.instructor@school.test';
    expect(
      await portal('staff', 'invite', email, 'instructor', '--programs', 'digital-literacy-essentials'),
    ).toBe(0);
    expect(lines.log).toContain(`Invited ${email} as instructor; the invitation mail is on its way.`);
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    const programs = await t.ctx.db.select().from(staffPrograms).where(eq(staffPrograms.userId, user!.id));
    expect(programs).toHaveLength(1);

    expect(
      await portal('staff', 'invite', 'other@school.test', 'instructor', '--programs', 'cooking'),
    ).not.toBe(0);
    expect(lines.error.join(' ')).toContain("No program 'cooking'.");
  });
});
