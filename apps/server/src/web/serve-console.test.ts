import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveConsole } from './serve-console';
import { serveWeb } from './serve-web';

const PORTAL = '<!doctype html><title>portal</title>';
const CONSOLE = '<!doctype html><title>Staff console</title>';
const SCRIPT = '/staff/assets/index-Cq3xT9aZ.js';

const dirs: string[] = [];
let app: FastifyInstance;

/** A built app's folder, as Vite lays it out. */
function built(index: string, asset?: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-built-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'index.html'), index);
  mkdirSync(path.join(dir, 'assets'));
  if (asset) writeFileSync(path.join(dir, 'assets', path.basename(asset)), 'console.log(1);');
  return dir;
}

beforeAll(async () => {
  app = Fastify();
  await serveConsole(app, built(CONSOLE, SCRIPT));
  await serveWeb(app, built(PORTAL));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('the staff console', () => {
  it('answers its page at /staff and every path under it, never cached, for search engines to leave', async () => {
    for (const url of ['/staff', '/staff/', '/staff/set-password?token=abc', '/staff/audit-entries']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(CONSOLE);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-robots-tag']).toBe('noindex');
    }
  });

  it('serves its hashed assets for a year, and leaves the portal its own pages', async () => {
    const script = await app.inject({ method: 'GET', url: SCRIPT });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/dashboard')).body).toBe(PORTAL);
    expect((await get('/staffroom')).body).toBe(PORTAL);
  });

  it('is not served when it was not built', async () => {
    const bare = Fastify();
    await serveConsole(bare, path.join(tmpdir(), 'no-console-here'));
    await bare.ready();
    expect((await bare.inject({ method: 'GET', url: '/staff/' })).statusCode).toBe(404);
    await bare.close();
  });
});
