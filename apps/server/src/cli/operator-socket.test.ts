import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { verifiedStudent } from '../test/students';
import { createTestApp } from '../test/test-app';
import { forwardToRunningPortal, serveOperatorCommands } from './operator-socket';
import { runPortal } from './run-portal';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-op-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function capture() {
  const lines = { log: [] as string[], error: [] as string[] };
  return { lines, out: { log: (l: string) => lines.log.push(l), error: (l: string) => lines.error.push(l) } };
}

function track(server: Server) {
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return server;
}

describe('operator commands sent to the running portal', () => {
  it('run in the portal, with its output and exit code coming back', async () => {
    const dir = dataDir();
    track(
      await serveOperatorCommands(dir, async (argv, out, cwd) => {
        out.log(`ran ${argv.join(' ')} from ${cwd}`);
        out.error('a warning');
        return 3;
      }),
    );
    const { lines, out } = capture();
    expect(await forwardToRunningPortal(dir, ['list-subscriptions'], '/home/op', out)).toBe(3);
    expect(lines).toEqual({ log: ['ran list-subscriptions from /home/op'], error: ['a warning'] });
  });

  it('answer null when no portal runs on the folder, so the command opens the database itself', async () => {
    const { out } = capture();
    expect(await forwardToRunningPortal(dataDir(), ['list-subscriptions'], '/', out)).toBeNull();
  });

  it('act on the live database: a subscription made through the API is listed at once', async () => {
    const t = await createTestApp({ demo: true });
    cleanups.push(() => t.close());
    const dir = dataDir();
    track(
      await serveOperatorCommands(dir, (argv, out, cwd) =>
        runPortal(argv, out, {}, cwd, { open: async () => t.ctx, release: async () => {} }),
      ),
    );
    const email = 'operator-socket@example.ca';
    await verifiedStudent(t, email);
    const { lines, out } = capture();
    expect(
      await forwardToRunningPortal(dir, ['grant-access', email, 'digital-literacy-essentials'], '/', out),
    ).toBe(0);
    const listed = capture();
    expect(await forwardToRunningPortal(dir, ['list-subscriptions'], '/', listed.out)).toBe(0);
    expect(lines.error).toEqual([]);
    expect(listed.lines.log.join('\n')).toContain(email);
    // the portal's database is still open for the portal
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/institute/' })).statusCode).toBe(200);
  });
});
