import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWeb } from './serve-web';

const INDEX = '<!doctype html><title>portal</title>';
const SCRIPT = '/assets/index-Bq3xT9aZ.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  // a build as Vite lays it out, its manifest in a dot folder
  dir = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, SCRIPT), 'console.log(1);');
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite/manifest.json'), '{}');
  app = Fastify();
  app.get('/api/health', async () => ({ status: 'ok' }));
  await serveWeb(app, dir);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') => app.inject({ method, url });

describe('the built web app', () => {
  it('serves hashed assets, cached for a year', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await get(SCRIPT, method);
      expect(res.statusCode, method).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    }
    expect((await get(SCRIPT)).body).toBe('console.log(1);');
  });

  it('serves other files and index.html revalidated on every load', async () => {
    for (const url of ['/favicon.svg', '/index.html']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("answers any page path with index.html, for the app's router", async () => {
    for (const url of [
      '/',
      '/dashboard',
      '/program/12',
      '/no/such/page',
      '/assets/',
      '/.vite/manifest.json',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers a missing asset, an unknown API path and other methods with 404 JSON', async () => {
    for (const [url, method] of [
      ['/assets/missing-abc.js', 'HEAD'],
      ['/api/v1/nothing/', 'GET'],
      ['/api', 'GET'],
      ['/dashboard', 'POST'],
    ] as const) {
      const res = await get(url, method);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      if (method !== 'HEAD') expect(res.json(), `${method} ${url}`).toMatchObject({ detail: 'Not found.' });
    }
    expect((await get('/api/health')).json()).toEqual({ status: 'ok' });
  });
});
