import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { admin, databaseUrl } from './admin-database';
import { type Portal, freePort, portalCommand, startPortal } from './portal-process';
import { Client, PASSWORD } from './students';

const database = `portal_listener_${randomBytes(6).toString('hex')}`;
const url = databaseUrl(database);
const dirs: string[] = [];
let portal: Portal | null = null;
let browser: Browser | null = null;

const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-listener-'));
  dirs.push(dir);
  return dir;
};

afterAll(async () => {
  await browser?.close();
  await portal?.kill();
  await admin(`drop database if exists ${database} with (force)`);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('live push after the listening connection to PostgreSQL is cut', () => {
  it('brings an open page the next notification, with no restart', async () => {
    await admin(`create database ${database}`);
    portal = await startPortal({ kind: 'postgres', dataDir: tempDir(), databaseUrl: url }, await freePort());

    const email = 'listener-drop@example.ca';
    const student = new Client(portal.url, '198.51.100.40');
    await student.write('POST', '/api/auth/sign-up/email', {
      email,
      password: PASSWORD,
      name: 'Lina Drop',
      first_name: 'Lina',
      last_name: 'Drop',
    });
    // the outbox answers this machine, not the student's address; the mail leaves a moment after
    let link: string | undefined;
    for (let tries = 0; !link && tries < 100; tries++) {
      const mails = await fetch(`${portal.url}/api/dev/outbox?to=${encodeURIComponent(email)}`);
      link = ((await mails.json()) as { results: { links: string[] }[] }).results
        .flatMap((mail) => mail.links)
        .find((l) => /\/auth\/verify\?token=/.test(l));
      if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
    }

    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    const page = await browser.newPage();
    // the link, opened in a browser that never signed in, verifies the address and signs the student in
    await page.goto(link!);
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    // as a PostgreSQL restart, a failover or a proxy closing idle connections does
    const cut = await admin(
      `select pg_terminate_backend(pid) as cut from pg_stat_activity
        where datname = $1 and application_name = 'portal-listener'`,
      [database],
    );
    expect(cut).toEqual([{ cut: true }]);

    const sent = await portalCommand(url, tempDir(), [
      'notify',
      email,
      'payment',
      'Payment received',
      'We received it.',
    ]);
    expect(sent.code, sent.output).toBe(0);
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 10_000 });
    const health = await student.read('/api/health');
    expect(health.listener.connected).toBe(true);
  }, 120_000);
});
