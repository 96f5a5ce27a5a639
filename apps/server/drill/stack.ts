import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { admin, databaseUrl } from '../faults/admin-database';
import { type Portal, freePort, startPortal } from '../faults/portal-process';
import { startS3Peer } from '../src/test/s3';
import { smtpServer } from '../src/test/smtp';
import { type Proxy, selfSignedCertificate, startNginx } from './nginx';

export const METRICS_TOKEN = randomBytes(16).toString('hex');

/** One portal process of the drill: its port and data folder stay across restarts. */
export type Process = { port: number; dataDir: string; portal: Portal | null };

/**
 * What a school runs: PostgreSQL, an S3-compatible bucket, an SMTP server, two portal processes with
 * the same settings and secrets, and nginx in front of them on HTTPS.
 */
export async function startStack() {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-drill-'));
  const database = `portal_drill_${randomBytes(6).toString('hex')}`;
  await admin(`create database ${database}`);
  const smtpPort = await freePort();
  const smtp = smtpServer(smtpPort);
  await smtp.start();
  const s3 = await startS3Peer();
  const proxyPort = await freePort();
  const url = `https://localhost:${proxyPort}`;
  const settings: Record<string, string> = {
    PUBLIC_URL: url,
    // each student of the drill comes from an address of its own, as through a CDN in front of nginx
    TRUST_PROXY: '2',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: '"Maple Ridge Institute" <no-reply@example.ca>',
    AUTH_SECRET: randomBytes(24).toString('hex'),
    DATA_KEY: randomBytes(32).toString('base64'),
    ...s3.env,
    METRICS_TOKEN,
    // a mail refused while SMTP is down is tried again after 1 s, 2 s, 4 s…
    JOB_RETRY_DELAY_SECONDS: '1',
    LOG_LEVEL: 'warn',
  };
  const target = (dataDir: string) => ({
    kind: 'postgres' as const,
    dataDir,
    databaseUrl: databaseUrl(database),
  });
  const processes: Process[] = await Promise.all(
    [0, 1].map(async (n) => ({
      port: await freePort(),
      dataDir: mkdtempSync(path.join(dir, `process-${n}-`)),
      portal: null,
    })),
  );
  const start = async (p: Process) => {
    p.portal = await startPortal(target(p.dataDir), p.port, settings);
    return p.portal;
  };
  // started together, as systemd starts them: the migrations and the demo run once, under their lock
  await Promise.all(processes.map(start));
  const certificate = selfSignedCertificate(dir);
  let proxy: Proxy = await startNginx(
    path.join(dir, 'nginx'),
    proxyPort,
    processes.map((p) => p.port),
    certificate,
  );

  return {
    url,
    dir,
    database,
    databaseUrl: databaseUrl(database),
    smtp,
    s3,
    processes,
    certificate,
    proxy: () => proxy,
    start,
    /** nginx again, in front of these processes only. */
    async reproxy(ports: number[]) {
      await proxy.stop();
      proxy = await startNginx(path.join(dir, 'nginx'), proxyPort, ports, certificate);
    },
    /** What each process stored in its data folder's file store: nothing, with the bucket. */
    localFiles: () =>
      processes.flatMap((p) =>
        readdirSync(p.dataDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.startsWith('files')),
      ),
    async close() {
      await proxy.stop().catch(() => {});
      await Promise.all(processes.map((p) => p.portal?.kill()));
      await smtp.stop();
      await s3.close();
      await admin(`drop database if exists ${database} with (force)`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type Stack = Awaited<ReturnType<typeof startStack>>;

/** Restarts this machine's PostgreSQL (Debian's cluster), as an upgrade or a failover does. */
export async function restartPostgres(): Promise<void> {
  const version = readdirSync('/etc/postgresql')[0];
  if (!version) throw new Error('No PostgreSQL cluster in /etc/postgresql to restart');
  // not execFileSync: the drill watches the processes' readiness meanwhile
  await promisify(execFile)('pg_ctlcluster', [
    '--skip-systemctl-redirect',
    version,
    'main',
    'restart',
    '-m',
    'fast',
  ]);
}
