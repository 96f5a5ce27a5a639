import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../paths';
import { ORIGIN, clientAddress, verifiedStudent } from '../test/students';
import { type TestApp, createTestApp } from '../test/test-app';
import { SAMPLE, upload } from '../test/uploads';

/** The spec's route table (section 2), with ids and slugs filled in. */
const PAGES = [
  '/',
  '/preview',
  '/auth/login',
  '/onboard-register',
  '/register',
  '/programs',
  '/expire-link',
  '/dashboard',
  '/learning-level',
  '/coursestart/12',
  '/profile',
  '/profile/edit',
  '/support',
  '/forum',
  '/forum/34',
  '/quiz/12',
  '/program/12',
  '/document',
  '/transcript/12',
  '/checkout/12',
  '/checkout/12/thanks',
  '/checkout/12/payment-thanks',
  '/checkout/12/free-trial-thanks',
  '/checkout/12/payment-pending',
  '/checkout/12/payment-school-thanks',
  '/checkout/12/free-program',
  '/checkout/12/free-program/3',
  '/payment-details',
  '/program/digital-literacy-essentials/cohort/3/join',
  '/program/digital-literacy-essentials/course/join',
  '/program/digital-literacy-essentials/3/join',
  '/reset-password',
  '/certificate/12',
  '/certificate/verify',
  '/certificate/verify/ABCD-EFGH-JKLM',
  '/maintenance-planned',
  '/maintenance-unplanned',
  '/live-connect',
  '/live-connect/join/12',
  '/program-journey',
  '/program-journey/room',
  '/program-journey/room/digital-literacy-essentials/12',
  '/program-journey/room/digital-literacy-essentials/12/34',
  '/program-journey/program-completion/digital-literacy-essentials/12',
  '/program-journey/quiz/program/12/quiz/34',
  '/program-journey/live-session/digital-literacy-essentials/12',
  '/program-journey/gpa-score/digital-literacy-essentials/12',
  '/program-journey/assessment/12',
  '/auth/register',
  '/auth/login-unprotected',
  '/auth/register-unprotected',
  '/auth/verify?token=abc',
  '/auth/reset-password?token=abc',
  '/auth/new-password',
  '/coming-soon',
  '/maintenance',
  '/pricing',
  '/payment',
  '/about-us',
  '/contact-us',
  '/faqs',
  '/components',
  '/403',
  '/404',
  '/500',
  '/no/such/page',
];

const SCRIPT = '/assets/index-Bq3xT9aZ.js';

/**
 * The web app as a build lays it out, made from apps/web/index.html (the page Vite builds), so that the
 * page checked is the real one: a build is not needed to run the server's tests.
 */
function webBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
  const template = readFileSync(path.join(repoRoot, 'apps/web/index.html'), 'utf8');
  writeFileSync(path.join(dir, 'index.html'), template.replace(/src="\/src\/main\.tsx"/, `src="${SCRIPT}"`));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, SCRIPT), 'document.getElementById("root").textContent = "portal";');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/** The directives of a Content-Security-Policy header, by name. */
function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

/** What every answer carries, a page, a file or an API answer alike. */
function expectBaseHeaders(res: LightMyRequestResponse, what: string) {
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['referrer-policy'], what).toMatch(
    /^(no-referrer|same-origin|strict-origin(-when-cross-origin)?)$/,
  );
  expect(res.headers['x-frame-options'], what).toMatch(/^(DENY|SAMEORIGIN)$/);
  expect(res.headers['x-powered-by'], what).toBeUndefined();
  expect(res.headers.server, what).toBeUndefined();
  const csp = directives(res);
  expect(csp.size, `${what}: a Content-Security-Policy`).toBeGreaterThan(0);
  // scripts: none inline and no eval, whichever directive governs them
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect(scripts, `${what}: script-src or default-src`).toBeDefined();
  expect(scripts, what).not.toContain("'unsafe-inline'");
  expect(scripts, what).not.toContain("'unsafe-eval'");
  expect(scripts, what).not.toContain('*');
  expect(csp.get('script-src-attr') ?? [], what).not.toContain("'unsafe-inline'");
}

/** A page of the portal's own: the strict policy, framed by nothing but the portal itself. */
function expectPageHeaders(res: LightMyRequestResponse, what: string) {
  expectBaseHeaders(res, what);
  const csp = directives(res);
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'self'"]);
}

let web: string;
let t: TestApp;

beforeAll(async () => {
  web = webBuild();
  t = await createTestApp({ demo: true, build: { webDir: web } });
});
afterAll(async () => {
  await t?.close();
  rmSync(web, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const send = (cookie: string | null, url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { origin: ORIGIN, 'x-forwarded-for': clientAddress(), ...(cookie ? { cookie } : {}) },
    payload,
  });

/** A sandbox card that asks the cardholder to authenticate on the bank's page. */
const TEST_CARD = { number: '4000002500003155', exp_month: 12, exp_year: 2031, cvc: '123' };

describe('security headers', () => {
  it.each(PAGES)('on the page %s', async (page) => {
    const res = await get(page);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root"></div>');
    expectPageHeaders(res, page);
    expect(res.headers['strict-transport-security'], 'not from an http site').toBeUndefined();
  });

  it("needs no inline script on the page, so the policy's script-src holds", async () => {
    const scripts = [...(await get('/')).body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/[^"]+"/);
      expect(body!.trim()).toBe('');
    }
  });

  it("on the web app's scripts and images", async () => {
    for (const url of [SCRIPT, '/favicon.svg']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expectPageHeaders(res, url);
    }
  });

  it('on API answers, whatever their status', async () => {
    const { cookie } = await verifiedStudent(t, 'headers@example.ca');
    const answers: [string, LightMyRequestResponse, number][] = [
      ['a public answer', await get('/api/v1/institute/'), 200],
      ["a student's answer", await get('/api/v1/me/', { cookie }), 200],
      ['no session', await get('/api/v1/me/'), 401],
      ['an unknown id', await get('/api/v1/subscriptions/999999/', { cookie }), 404],
      ['an invalid id', await get('/api/v1/subscriptions/abc/', { cookie }), 400],
      ['an unknown API path', await get('/api/v1/no-such-call/'), 404],
      ['the OpenAPI document', await get('/api/docs/json'), 200],
    ];
    for (const [what, res, status] of answers) {
      expect(res.statusCode, what).toBe(status);
      expectPageHeaders(res, what);
    }
  });

  it("on the server's own HTML pages: API docs, the sandbox's bank pages and mail outbox", async () => {
    const { cookie } = await verifiedStudent(t, 'sandbox@example.ca');
    const pay = async (program: string, payment: object) => {
      const course = (await get(`/api/v1/courses/slug/${program}/`)).json().id as number;
      const subscription = (
        await send(cookie, '/api/v1/subscriptions/', { course, student_email: 'sandbox@example.ca' })
      ).json().id as number;
      return (await send(cookie, '/api/v1/payments/full-payment/', { subscription, ...payment })).json();
    };
    const interac = await pay('food-handler-certification', { payment_api_mode: 'click2pay' });
    const card = (await send(null, '/api/sandbox/payment-methods', TEST_CARD)).json().id as string;
    const challenge = await pay('personal-finance-for-newcomers', { payment_method_id: card });
    const pages = [
      '/api/docs',
      '/dev/outbox',
      new URL(interac.payment_link as string).pathname,
      `/sandbox/3ds?client_secret=${encodeURIComponent(challenge.payment_intent_client_secret as string)}`,
    ];
    for (const url of pages) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expectPageHeaders(res, url);
    }
  });

  it("on a student's file and the school's media: a sandbox that runs nothing", async () => {
    const { cookie } = await verifiedStudent(t, 'files@example.ca');
    const uploaded = await upload(t, cookie, { name: 'permit.pdf', bytes: SAMPLE.pdf });
    const logo = (await get('/api/v1/site-config/')).json().logo as string;
    for (const res of [await get(uploaded.json().url, { cookie }), await get(logo)]) {
      expect(res.statusCode).toBe(200);
      expectBaseHeaders(res, res.headers['content-type'] as string);
      expect(directives(res).get('default-src')).toEqual(["'none'"]);
      expect(directives(res).has('sandbox')).toBe(true);
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent, for a year and every subdomain, when the public URL is https', async () => {
    const https = await createTestApp({ env: { PUBLIC_URL: 'https://portal.example.ca' } });
    try {
      for (const url of ['/api/health', '/api/v1/me/']) {
        const res = await https.app.inject({ method: 'GET', url });
        const hsts = String(res.headers['strict-transport-security']);
        expect(hsts, url).toMatch(/max-age=(\d+)/);
        expect(Number(/max-age=(\d+)/.exec(hsts)![1])).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
        expect(hsts, url).toContain('includeSubDomains');
      }
    } finally {
      await https.close();
    }
  });

  it('is not sent when the public URL is plain http, where browsers ignore it', async () => {
    expect((await get('/api/health')).headers['strict-transport-security']).toBeUndefined();
  });
});
