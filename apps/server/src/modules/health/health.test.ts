import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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

describe('API conventions', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
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
