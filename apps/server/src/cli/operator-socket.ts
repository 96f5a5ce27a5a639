import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Output } from './run-portal';

/**
 * Where a running portal takes operator commands: a socket in its data folder (a named pipe on
 * Windows), reachable only by those who can read that folder, who can read the database anyway.
 */
export function operatorSocketPath(dataDir: string): string {
  if (process.platform === 'win32') {
    const id = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
    return `\\\\.\\pipe\\portal-${id}`;
  }
  return path.join(dataDir, 'portal.sock');
}

type Request = { argv: string[]; cwd: string };
type Message = { out: string } | { err: string } | { code: number };

/**
 * Runs the operator's commands inside the running server, on its open database: the embedded
 * database takes one process at a time, so a second process must not open it beside the server.
 */
export async function serveOperatorCommands(
  dataDir: string,
  run: (argv: string[], out: Output, cwd: string) => Promise<number>,
): Promise<net.Server> {
  const where = operatorSocketPath(dataDir);
  // on PostgreSQL nothing else may have made the data folder yet
  mkdirSync(dataDir, { recursive: true });
  // a socket left by a portal that stopped without closing would refuse the listen
  if (process.platform !== 'win32') rmSync(where, { force: true });
  const server = net.createServer((socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      const end = buffer.indexOf('\n');
      if (end < 0) return;
      const send = (message: Message) => socket.write(`${JSON.stringify(message)}\n`);
      let request: Request;
      try {
        request = JSON.parse(buffer.slice(0, end)) as Request;
      } catch {
        send({ err: 'The command could not be read.' });
        send({ code: 1 });
        socket.end();
        return;
      }
      void run(
        request.argv,
        { log: (line) => send({ out: line }), error: (line) => send({ err: line }) },
        request.cwd,
      )
        .catch((error: unknown) => {
          send({ err: error instanceof Error ? error.message : String(error) });
          return 1;
        })
        .then((code) => {
          send({ code });
          socket.end();
        });
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(where, () => resolve());
  });
  if (process.platform !== 'win32') chmodSync(where, 0o600);
  return server;
}

/**
 * Sends a command to the portal running on this data folder; null when none is running, so the
 * command opens the database itself.
 */
export function forwardToRunningPortal(
  dataDir: string,
  argv: string[],
  cwd: string,
  out: Output,
): Promise<number | null> {
  return new Promise((resolve) => {
    const socket = net.connect(operatorSocketPath(dataDir));
    let buffer = '';
    let connected = false;
    let answered = false;
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify({ argv, cwd } satisfies Request)}\n`);
    });
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n')) >= 0) {
        const message = JSON.parse(buffer.slice(0, end)) as Message;
        buffer = buffer.slice(end + 1);
        if ('out' in message) out.log(message.out);
        else if ('err' in message) out.error(message.err);
        else {
          answered = true;
          resolve(message.code);
        }
      }
    });
    // nobody listening: no portal runs on this folder. Cut off mid-command: it may have run, so never run it twice
    socket.on('error', () => {
      if (!connected) resolve(null);
    });
    socket.on('close', () => {
      if (connected && !answered) {
        out.error('The running portal stopped before it answered; check the result before trying again.');
        resolve(1);
      }
    });
  });
}
