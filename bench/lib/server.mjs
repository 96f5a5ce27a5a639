// The portal under test: the built server started as `npm start` starts it, or its app bundled from sources in-process.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './results.mjs';

const serverRoot = path.join(root, 'apps/server');

/** The environment of a started portal: the bench's own DATABASE_URL names the admin server, never the portal's. */
export function portalEnv(extra) {
  const { DATABASE_URL: _admin, ...env } = process.env;
  return { ...env, LOG_LEVEL: 'warn', DEMO_CONTENT: 'import', ...extra };
}

export async function waitHealthy(baseUrl, child, timeoutMs = 120_000) {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the portal stopped with code ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return performance.now() - started;
    if (performance.now() - started > timeoutMs)
      throw new Error(`the portal was not ready in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const groupAlive = (pid) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Stops a child (and, when it leads a process group, its children) and waits for it to exit. For a
 * group, it waits for every process in it: `npm start` exits before the portal it started has closed
 * its database, which would still be at work (and answering) while the next run starts.
 */
export async function stopProcess(child, group = false) {
  if (child.exitCode !== null || child.signalCode !== null) {
    if (!group || !groupAlive(child.pid)) return;
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signal = (name) => (group ? process.kill(-child.pid, name) : child.kill(name));
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 15_000);
  if (child.exitCode === null && child.signalCode === null) await exited;
  while (group && groupAlive(child.pid)) await new Promise((resolve) => setTimeout(resolve, 20));
  clearTimeout(timer);
}

/** The built server (apps/server/dist/main.js) on a data folder and port; `env` adds DATABASE_URL and the like. */
export async function startBuiltServer({ dataDir, port, env = {} }) {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(serverRoot, 'dist/main.js')], {
    cwd: root,
    env: portalEnv({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, ...env }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const readyMs = await waitHealthy(baseUrl, child).catch(async (error) => {
    await stopProcess(child);
    throw error;
  });
  return { baseUrl, dataDir, readyMs, stop: () => stopProcess(child) };
}

/** Runs an operator command (`npm run portal -- …`) in the portal running on `dataDir`, through its socket. */
export function operatorCommand(dataDir, argv) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(path.join(dataDir, 'portal.sock'));
    let buffer = '';
    const lines = [];
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ argv, cwd: root })}\n`));
    socket.on('data', (chunk) => {
      buffer += chunk;
      let end;
      while ((end = buffer.indexOf('\n')) >= 0) {
        const message = JSON.parse(buffer.slice(0, end));
        buffer = buffer.slice(end + 1);
        if ('code' in message) {
          if (message.code === 0) resolve(lines.join('\n'));
          else reject(new Error(`portal ${argv.join(' ')}: ${lines.join(' ')}`));
        } else lines.push(message.out ?? message.err);
      }
    });
    socket.on('error', reject);
  });
}

/**
 * The server's app bundled from its sources (npm packages stay external, unlike apps/server/build.mjs),
 * so a part can build it on a database it seeds directly and call it through app.inject.
 */
export async function loadServerModule() {
  const requireFromServer = createRequire(path.join(serverRoot, 'package.json'));
  const esbuild = requireFromServer('esbuild');
  const pkg = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8'));
  // inside the server package, so that it finds its migrations and its node_modules
  const outfile = path.join(serverRoot, 'node_modules/.cache/portal-bench/server.mjs');
  await esbuild.build({
    stdin: {
      contents: [
        "export { buildApp } from './src/app.ts';",
        "export { createContext } from './src/bootstrap.ts';",
        "export { loadConfig } from './src/config.ts';",
        "export { findInstitute } from './src/modules/institute/institute.repository.ts';",
        "export { importContent } from './src/modules/content-folder/import.service.ts';",
        "export { grantAccess } from './src/modules/enrolment/enrolment.service.ts';",
        "export { inviteStaffMember } from './src/modules/staff/staff-members.service.ts';",
        "export { OPERATOR } from './src/modules/staff/audit-log.ts';",
      ].join('\n'),
      resolveDir: serverRoot,
      loader: 'ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@portal/')),
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}

/**
 * The app in this process on a database setting from freshDatabase, reached through app.inject.
 * `demo` loads the demo institute first, as main.ts does on an empty database; `env` adds settings
 * (DEMO_CONTENT_DIR…). `ctx` and `server` let a part call services as an operator command would.
 */
export async function startInProcess({ dataDir, database, origin, demo = false, env = {} }) {
  const server = await loadServerModule();
  const config = {
    ...server.loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: origin,
      TRUST_PROXY: '1',
      SANDBOX: 'true',
      ...env,
    }),
    database,
    serveWeb: false,
  };
  const ctx = await server.createContext(config);
  if (demo && !(await server.findInstitute(ctx.db))) {
    await server.importContent(ctx.db, ctx.storage, config.demoContent.dir);
  }
  const app = await server.buildApp(ctx);
  return {
    app,
    db: ctx.db,
    ctx,
    server,
    close: async () => {
      await app.close();
      await ctx.database.close();
    },
  };
}
