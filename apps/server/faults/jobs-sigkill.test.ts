import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { admin, databaseUrl } from './admin-database';
import { smtpServer } from '../src/test/smtp';
import { type Portal, freePort, startPortal } from './portal-process';
import { Client, PASSWORD } from './students';

const database = `portal_jobs_kill_${randomBytes(6).toString('hex')}`;
const dirs: string[] = [];
const portals: Portal[] = [];
let smtp: ReturnType<typeof smtpServer> | null = null;

async function until(check: () => boolean, seconds: number, what: string) {
  const deadline = Date.now() + seconds * 1000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

afterAll(async () => {
  await Promise.all(portals.map((p) => p.kill()));
  await smtp?.stop();
  await admin(`drop database if exists ${database} with (force)`);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('a process killed while it holds jobs', () => {
  it('leaves them to the other process, and every mail leaves once', async () => {
    await admin(`create database ${database}`);
    const smtpPort = await freePort();
    smtp = smtpServer(smtpPort);
    await smtp.start();
    // the mail server takes each message and holds its answer, as a slow one does
    smtp.hold(true);
    const settings = {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // a send gives up after a quarter of the lease (5 s), so each process holds one job at a time
      JOB_LEASE_SECONDS: '20',
      JOB_RETRY_DELAY_SECONDS: '1',
    };
    const start = async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-jobs-kill-'));
      dirs.push(dataDir);
      const portal = await startPortal(
        { kind: 'postgres', dataDir, databaseUrl: databaseUrl(database) },
        await freePort(),
        settings,
      );
      portals.push(portal);
      return portal;
    };

    const first = await start();
    const emails = ['kill-1@example.ca', 'kill-2@example.ca', 'kill-3@example.ca'];
    for (const [i, email] of emails.entries()) {
      const student = new Client(first.url, `198.51.100.${i + 10}`);
      await student.write('POST', '/api/auth/sign-up/email', {
        email,
        password: PASSWORD,
        name: `Kill ${i}`,
        first_name: 'Kill',
        last_name: String(i),
      });
    }
    // the first process is sending a verification mail, its answer held; the second takes the next
    await until(() => smtp!.held() === 1, 30, 'the first mail reaching the server');
    const second = await start();
    await until(() => smtp!.held() === 2, 30, "the second process's mail reaching the server");

    await first.kill();
    // its message was never answered: the server drops it with the connection
    await until(() => smtp!.held() <= 1, 10, "the mail server seeing the killed process's connection close");
    smtp.hold(false);
    // the killed process's job is taken again once its lease ends, and sent by the other
    await until(() => smtp!.received.length >= emails.length, 150, 'every mail arriving');
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const to = smtp.received.flatMap((mail) => mail.to).sort();
    expect(to).toEqual(emails);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(emails.length);
    expect(second.output()).not.toMatch(/the job queue failed/);
  }, 240_000);
});
