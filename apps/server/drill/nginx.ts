import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../faults/portal-process';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const deployDir = path.resolve(serverRoot, '../../deploy');
const PROXY_SNIPPET = path.join(deployDir, 'nginx/portal-proxy.conf');

/** A certificate for localhost that the drill's clients accept, as a school's would be for its name. */
export function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

/** The main configuration around a site: nginx's own files in `dir`, so that it runs as any user. */
function mainConfig(dir: string, site: string): string {
  const temp = (name: string) => path.join(dir, 'temp', name);
  return `daemon off;
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log ${path.join(dir, 'access.log')};
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
${site}
}
`;
}

/** `nginx -t` on the recipe's site, with its certificate paths and snippet where the drill has them. */
export function checkRecipeSite(dir: string, certificate: { cert: string; key: string }): string {
  const site = readFileSync(path.join(deployDir, 'nginx/portal.conf'), 'utf8')
    .replace(/\/etc\/letsencrypt\/live\/[^/]+\/fullchain\.pem/, certificate.cert)
    .replace(/\/etc\/letsencrypt\/live\/[^/]+\/privkey\.pem/, certificate.key)
    .replace('/etc/nginx/snippets/portal-proxy.conf', PROXY_SNIPPET);
  const file = path.join(dir, 'recipe.conf');
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  writeFileSync(file, mainConfig(dir, site));
  return execFileSync(NGINX, ['-t', '-q', '-c', file], { encoding: 'utf8', stdio: 'pipe' });
}

export type Proxy = { url: string; stop: () => Promise<void>; errors: () => string };

/**
 * nginx on `port` with TLS, in front of the portal processes on `upstreams`, proxying as the recipe's
 * snippet says; each answer names the process that gave it in `X-Upstream`.
 */
export async function startNginx(
  dir: string,
  port: number,
  upstreams: number[],
  certificate: { cert: string; key: string },
): Promise<Proxy> {
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  const servers = upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n');
  const site = `
  upstream portal {
${servers}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port} ssl;
    server_name localhost;
    ssl_certificate ${certificate.cert};
    ssl_certificate_key ${certificate.key};
    add_header X-Upstream $upstream_addr always;
    include ${PROXY_SNIPPET};
  }`;
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, mainConfig(dir, site));
  const child: ChildProcess = spawn(NGINX, ['-c', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `https://localhost:${port}`;
  for (const deadline = Date.now() + 10_000; ;) {
    if (child.exitCode !== null) throw new Error(`nginx stopped: ${output}`);
    const up = await fetch(`${url}/api/health/live`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer in 10 s: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    stop: async () => {
      // a fast shutdown: a graceful one would wait for the open event streams to end
      child.kill('SIGTERM');
      await exited;
    },
    errors: () => `${output}${readFileSync(path.join(dir, 'error.log'), 'utf8')}`,
  };
}
