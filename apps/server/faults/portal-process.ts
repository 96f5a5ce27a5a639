import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const mainJs = path.join(serverRoot, 'dist/main.js');

/** Where a portal keeps its data: PGlite in the data folder, or a PostgreSQL database. */
export type Target = { kind: 'pglite' | 'postgres'; dataDir: string; databaseUrl: string | null };

/** A payment left open this long is looked up at its provider: short, so that restarts reconcile. */
export const RECONCILE_AFTER_MS = 1_000;

export type Portal = {
  url: string;
  /** SIGKILL: no handler runs, nothing is flushed or closed. */
  kill: () => Promise<void>;
  /** SIGTERM: the portal closes its database as it does in production. */
  stop: () => Promise<void>;
  output: () => string;
};

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the built server on the target and waits until its health check answers. */
export async function startPortal(
  target: Target,
  port: number,
  settings: Record<string, string> = {},
): Promise<Portal> {
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: target.dataDir,
    DEMO_CONTENT: 'import',
    // each test student comes from an address of its own, as through a load balancer
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    PAYMENT_RECONCILE_AFTER_SECONDS: String(RECONCILE_AFTER_MS / 1000),
    ...settings,
  };
  // as `npm start` runs it, not as the test runner's own environment says
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  const child = spawn(process.execPath, [mainJs], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code ?? -1));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exitCode !== undefined)
      throw new Error(`The portal (${target.kind}) stopped while starting (code ${exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The portal (${target.kind}) did not answer its health check in 60 s:\n${output}`);
    }
    const healthy = await fetch(`${url}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (healthy) break;
    await sleep(50);
  }

  const end = async (signal: NodeJS.Signals, child: ChildProcess) => {
    if (exitCode === undefined) child.kill(signal);
    await exited;
  };
  return {
    url,
    kill: () => end('SIGKILL', child),
    stop: () => end('SIGTERM', child),
    output: () => output,
  };
}

/** Hands an operator command to the running portal through its socket, as `npm run portal` does. */
export function operatorCommand(dataDir: string, argv: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(path.join(dataDir, 'portal.sock'));
    const lines: string[] = [];
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ argv, cwd: serverRoot })}\n`));
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
        const message = JSON.parse(buffer.slice(0, end)) as { out?: string; err?: string; code?: number };
        buffer = buffer.slice(end + 1);
        if (message.code !== undefined) resolve({ code: message.code, output: lines.join('\n') });
        else lines.push(message.out ?? message.err ?? '');
      }
    });
    socket.on('error', reject);
  });
}

/**
 * `portal <argv>` as another process on the PostgreSQL database at `databaseUrl`, with a data folder of
 * its own: it opens the database itself, as an operator's command on another machine does.
 */
export function portalCommand(
  databaseUrl: string,
  dataDir: string,
  argv: string[],
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      DEMO_CONTENT: 'skip',
    };
    delete env.NODE_ENV;
    const child = spawn(process.execPath, [path.join(serverRoot, 'dist/cli.js'), ...argv], { env });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}
