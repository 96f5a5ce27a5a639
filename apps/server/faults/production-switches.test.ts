import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Portal, freePort, startPortal } from './portal-process';

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-switches-'));
let portal: Portal | null = null;
afterAll(async () => {
  await portal?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The portal as a school would start it on its own address, behind one proxy. */
const onItsAddress = (settings: Record<string, string>) =>
  freePort().then((port) =>
    startPortal({ kind: 'pglite', dataDir, databaseUrl: null }, port, {
      PUBLIC_URL: 'https://portal.example.ca',
      TRUST_PROXY: '1',
      ...settings,
    }),
  );

describe('a portal others reach is never a sandbox by accident', () => {
  it('refuses to start on sandbox mail and payments, saying in one line what to set', async () => {
    const refused = await onItsAddress({}).then(
      () => 'started',
      (error: Error) => error.message,
    );
    expect(refused).toContain(
      'PUBLIC_URL is https://portal.example.ca, but mail or card payments would run their sandbox, which anyone ' +
        'could use: set SMTP_URL and STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or SANDBOX=true',
    );
  });

  it('starts with SANDBOX=true, says so, and shows the mail outbox to this machine only', async () => {
    // the start-up line is written at `info`
    portal = await onItsAddress({ SANDBOX: 'true', LOG_LEVEL: 'info' });
    expect(portal.output()).toContain('sandboxes: mail, card payments, Interac');
    const outbox = (from?: string) =>
      fetch(`${portal!.url}/api/dev/outbox`, { headers: from ? { 'x-forwarded-for': from } : {} });
    expect((await outbox()).status).toBe(200);
    // a client through the proxy, wherever it says it comes from
    expect((await outbox('203.0.113.7')).status).toBe(404);
    expect((await outbox('127.0.0.1, 203.0.113.7')).status).toBe(404);
  });
});
