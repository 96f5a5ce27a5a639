import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLifecycle } from '../../lib/lifecycle';
import { onPostgres } from '../../test/drop-listener';
import { signUp } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';

let t: TestApp;
const lifecycle = createLifecycle();
beforeAll(async () => {
  t = await createTestApp({ build: { lifecycle } });
});
afterAll(() => t.close());

/** As Prometheus on this machine scrapes. */
async function scrape(app = t.app): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

/** A series' value in the scraped text (0 while it has none). */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const requests = (route: string, statusClass: string) =>
  `portal_http_requests_total{method="GET",route="${route}",status_class="${statusClass}"}`;

describe('GET /metrics', () => {
  it('counts requests by method, route pattern and status class, and times them', async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/health' });
    const after = await scrape();
    expect(
      valueOf(after, requests('/api/health', '2xx')) - valueOf(before, requests('/api/health', '2xx')),
    ).toBe(3);
    const timed =
      'portal_http_request_duration_seconds_count{method="GET",route="/api/health",status_class="2xx"}';
    expect(valueOf(after, timed)).toBe(valueOf(after, requests('/api/health', '2xx')));
  });

  it('labels a request by its route pattern, never its URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v1/courses/987654/' });
    await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here/?token=tok-secret-1' });
    const text = await scrape();
    expect(valueOf(text, requests('/api/v1/courses/:id/', '4xx'))).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, requests('(no route)', '4xx'))).toBeGreaterThanOrEqual(1);
    for (const raw of ['987654', 'nothing-here', 'tok-secret-1']) expect(text).not.toContain(raw);
  });

  it('counts answers with a 5xx', async () => {
    const series = 'portal_http_server_errors_total{method="GET",route="/api/health/ready"}';
    const before = valueOf(await scrape(), series);
    lifecycle.phase = 'draining';
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(503);
    } finally {
      lifecycle.phase = 'serving';
    }
    expect(valueOf(await scrape(), series)).toBe(before + 1);
  });

  it("gives the process's measures and the portal's: jobs, payments, mail, streams", async () => {
    expect((await signUp(t, { email: 'measured@example.ca' })).statusCode).toBe(200);
    await t.ctx.jobs.drain();
    const text = await scrape();
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(valueOf(text, 'portal_mail_total{outcome="sent"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'portal_mail_total{outcome="failed"}')).toBe(0);
    expect(text).toMatch(/^portal_jobs\{topic="[^"]+",state="waiting"\} \d+$/m);
    expect(text).toContain('# TYPE portal_payments gauge');
    expect(text).toContain('portal_notification_streams 0');
    if (onPostgres) expect(valueOf(text, 'portal_database_pool_total')).toBeGreaterThan(0);
    else expect(text).not.toContain('portal_database_pool_total');
  });
});

describe('who may read the metrics', () => {
  it('without METRICS_TOKEN, this machine only: a client through the proxy finds nothing', async () => {
    for (const from of ['203.0.113.7', '127.0.0.1, 203.0.113.7']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { 'x-forwarded-for': from, authorization: 'Bearer anything-at-all-1' },
      });
      expect(res.statusCode, from).toBe(404);
      expect(res.body).not.toContain('portal_');
    }
  });

  it('with METRICS_TOKEN, its bearer only, from anywhere', async () => {
    const token = 'metrics-token-0123456789';
    const guarded = await createTestApp({ env: { METRICS_TOKEN: token } });
    try {
      const ask = (headers: Record<string, string>) =>
        guarded.app.inject({ method: 'GET', url: '/metrics', headers });
      const refused: Record<string, string>[] = [
        {},
        { authorization: 'Bearer wrong-token-0123456789' },
        // the token without its scheme
        { authorization: token },
      ];
      for (const headers of refused) {
        const res = await ask(headers);
        expect(res.statusCode, JSON.stringify(headers)).toBe(401);
        expect(res.headers['www-authenticate']).toBe('Bearer');
      }
      const res = await ask({ authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.7' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('portal_http_requests_total');
    } finally {
      await guarded.close();
    }
  });
});
