import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLifecycle } from '../../lib/lifecycle';
import { dropListener, listening, onPostgres } from '../../test/drop-listener';
import { type TestApp, createTestApp } from '../../test/test-app';

let t: TestApp;
const lifecycle = createLifecycle();
beforeAll(async () => {
  t = await createTestApp({ build: { lifecycle } });
});
afterAll(() => t.close());

const ready = () => t.app.inject({ method: 'GET', url: '/api/health/ready' });
const ALL_UP = {
  process: 'serving',
  database: 'up',
  migrations: 'current',
  listener: 'up',
  storage: 'up',
};

describe('GET /api/health', () => {
  it('reports the database kind and the migration level', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      migrations: { applied: expect.any(Number), latest: expect.stringMatching(/^\d{4}_/) },
      // the app listens for other processes' changes once ready
      listener: { connected: true, since: expect.any(String) },
    });
    expect(res.json().migrations.applied).toBeGreaterThan(0);
  });
});

describe('GET /api/health/live', () => {
  it('answers while the process runs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/health/ready', () => {
  it('is 200 when the process serves and every check passes', async () => {
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: ALL_UP });
  });

  it('is 503 while the file store cannot be reached, and 200 again once it can', async () => {
    const files = path.join(t.ctx.config.dataDir, 'files');
    rmSync(files, { recursive: true, force: true });
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', checks: { ...ALL_UP, storage: 'down' } });
      // the reason is for the log, never for whoever asks
      expect(res.body).not.toContain(files);
    } finally {
      mkdirSync(files, { recursive: true });
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('is 503 while the process starts or drains, whatever the checks say', async () => {
    for (const phase of ['starting', 'draining'] as const) {
      lifecycle.phase = phase;
      try {
        const res = await ready();
        expect(res.statusCode, phase).toBe(503);
        expect(res.json()).toEqual({ status: 'unavailable', checks: { ...ALL_UP, process: phase } });
        // a draining process still serves what the balancer sent before it noticed
        expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      } finally {
        lifecycle.phase = 'serving';
      }
    }
  });

  // PGlite runs in the process: its session is never dropped
  it.runIf(onPostgres)('is 503 while the listening connection is down, and 200 once it is back', async () => {
    const droppedAt = Date.now();
    await dropListener(t, { recovered: false });
    // the connection is replaced after half a second: the drop is seen before
    let res = await ready();
    for (const until = Date.now() + 5_000; res.statusCode === 200 && Date.now() < until; res = await ready())
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', checks: { ...ALL_UP, listener: 'down' } });
    await listening(t, droppedAt);
    expect((await ready()).statusCode).toBe(200);
  });
});

describe('the process phase', () => {
  it('starts, serves once the app is ready, and drains when it closes', async () => {
    const phases = createLifecycle();
    const own = await createTestApp({ build: { lifecycle: phases } });
    try {
      expect(phases.phase).toBe('starting');
      await own.app.ready();
      expect(phases.phase).toBe('serving');
    } finally {
      await own.close();
    }
    expect(phases.phase).toBe('draining');
  });
});

describe('API conventions', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ detail: 'Not found.' });
  });

  it('answers a malformed parameter with field errors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/courses/abc/' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('id');
    expect(res.json().id[0]).toEqual(expect.any(String));
  });

  it('sends security headers with a strict content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes an OpenAPI document generated from the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/v1/institute/',
        '/api/v1/site-config/',
        '/api/v1/courses/',
        '/api/v1/courses/{id}/',
      ]),
    );
    expect(doc.paths['/api/v1/courses/'].get.responses['200']).toBeDefined();
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });
});
