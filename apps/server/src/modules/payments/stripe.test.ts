import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMember } from '../../test/staff';
import { drainUntil, settle } from '../../test/jobs';
import { type TestApp, createTestApp } from '../../test/test-app';
import type { CardGateway } from '../../providers/payments/card-gateway';
import {
  ORIGIN,
  clientAddress,
  latestMail,
  studentSession,
  verifiedStudent,
  subscribe,
} from '../../test/students';
import { createPaymentProviders } from './payment-providers';
import { reconcilePayments } from './payment-reconciliation';
import { payByCard } from './payments.service';

const WEBHOOK_SECRET = 'whsec_portal_test_secret';

/** Stripe's test payment methods that are declined, with the error Stripe answers for each. */
const DECLINES: Record<string, { code: string; decline_code?: string; message: string }> = {
  pm_card_visa_chargeDeclinedInsufficientFunds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  pm_card_chargeDeclinedExpiredCard: { code: 'expired_card', message: 'Your card has expired.' },
  pm_card_chargeDeclinedFraudulent: {
    code: 'card_declined',
    decline_code: 'fraudulent',
    message: 'Your card was declined.',
  },
  pm_card_chargeDeclinedVelocityLimitExceeded: {
    code: 'card_velocity_exceeded',
    message: 'Your card has exceeded its velocity limit.',
  },
};

type FakeRequest = { path: string; idempotencyKey: string | undefined; form: URLSearchParams };

/**
 * A stand-in for Stripe's API, as stripe-mock is: enough of customers, payment intents, methods and
 * refunds for the card flow.
 */
function fakeStripe(): Promise<{
  server: Server;
  url: string;
  requests: FakeRequest[];
  /** What Stripe did on its side, unknown to the portal until an event or a look-up tells it. */
  settle: (intentId: string) => void;
  /** While true, Stripe answers every call with an outage. */
  outage: { on: boolean };
}> {
  const requests: FakeRequest[] = [];
  const outage = { on: false };
  const intents = new Map<
    string,
    { id: string; status: string; metadata: { portal_idempotency_key: string | null } }
  >();
  const methodOwners = new Map<string, string>();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (outage.on) {
        res.writeHead(503, { 'content-type': 'application/json', 'stripe-should-retry': 'false' });
        return res.end(JSON.stringify({ error: { type: 'api_error', message: 'Service unavailable.' } }));
      }
      const form = new URLSearchParams(body);
      requests.push({
        path: `${req.method} ${req.url}`,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        form,
      });
      const json = (status: number, payload: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (req.method === 'POST' && req.url === '/v1/customers')
        return json(200, { id: `cus_${requests.length}`, object: 'customer' });
      if (req.method === 'POST' && req.url === '/v1/refunds') {
        const intent = intents.get(form.get('payment_intent') ?? '');
        if (intent?.status !== 'succeeded')
          return json(400, { error: { type: 'invalid_request_error', message: 'No charge to refund.' } });
        return json(200, { id: `re_${intent.id}`, object: 'refund', status: 'succeeded' });
      }
      const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(req.url ?? '');
      if (req.method === 'POST' && cancel) {
        const intent = intents.get(cancel[1]!)!;
        if (intent.status !== 'succeeded') intent.status = 'canceled';
        return json(200, intent);
      }
      const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(req.url ?? '');
      if (req.method === 'POST' && attach) methodOwners.set(attach[1]!, form.get('customer')!);
      const declined = DECLINES[form.get('payment_method') ?? ''];
      if (req.method === 'POST' && req.url === '/v1/payment_intents' && declined) {
        const intent = { id: `pi_declined_${requests.length}`, status: 'requires_payment_method' };
        return json(402, { error: { type: 'card_error', ...declined, payment_intent: intent } });
      }
      if (req.method === 'POST' && req.url === '/v1/payment_intents') {
        const secure = form.get('payment_method') === 'pm_card_threeDSecureRequired';
        const id = secure
          ? `pi_3ds${intents.size > 0 ? `_${intents.size + 1}` : ''}`
          : `pi_ok_${intents.size + 1}`;
        const intent = {
          id,
          object: 'payment_intent',
          status: secure ? 'requires_action' : 'succeeded',
          client_secret: `${id}_secret_abc`,
          amount: Number(form.get('amount')),
          metadata: { portal_idempotency_key: form.get('metadata[portal_idempotency_key]') },
        };
        intents.set(id, intent);
        return json(200, intent);
      }
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      if (req.method === 'GET' && url.pathname === '/v1/payment_intents/search') {
        const key = /^metadata\['portal_idempotency_key'\]:'(.*)'$/.exec(
          url.searchParams.get('query') ?? '',
        )?.[1];
        const data = [...intents.values()].filter((i) => i.metadata.portal_idempotency_key === key);
        return json(200, {
          object: 'search_result',
          data,
          has_more: false,
          url: '/v1/payment_intents/search',
        });
      }
      const found = intents.get(url.pathname.replace('/v1/payment_intents/', ''));
      if (req.method === 'GET' && found) return json(200, found);
      if (req.url?.startsWith('/v1/payment_methods/')) {
        const id = req.url.split('/')[3]!;
        return json(200, {
          id,
          object: 'payment_method',
          customer: methodOwners.get(id) ?? null,
          card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
        });
      }
      return json(404, { error: { type: 'invalid_request_error', message: `No route ${req.url}` } });
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        requests,
        settle: (intentId) => {
          intents.get(intentId)!.status = 'succeeded';
        },
        outage,
      }),
    ),
  );
}

let t: TestApp;
let stripe: Awaited<ReturnType<typeof fakeStripe>>;
let course: { id: number; price: number };

beforeAll(async () => {
  stripe = await fakeStripe();
  t = await createTestApp({
    demo: true,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_portal',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_portal',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    },
  });
  const courses = (await t.app.inject({ method: 'GET', url: '/api/v1/courses/?limit=100' })).json().results;
  course = courses.find(
    (c: { is_course_free: boolean; is_trial: boolean; is_cohort: boolean; payment_plans: unknown[] }) =>
      !c.is_course_free && !c.is_trial && !c.is_cohort && c.payment_plans.length === 0,
  );
});
afterAll(async () => {
  await t.close();
  stripe.server.close();
});

function webhook(event: object, signature?: string) {
  const payload = JSON.stringify(event);
  const header = signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}

async function subscribedStudent(email: string) {
  const { cookie } = await verifiedStudent(t, email);
  return { cookie, subscription: await subscribe(t, cookie, email, course.id) };
}

const payWith = (cookie: string, subscription: number, method: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/full-payment/',
    headers: { cookie, origin: ORIGIN },
    payload: { payment_method_id: method, subscription, payment_api_mode: 'stripe' },
  });

const succeeded = (id: string, intent: string) => ({
  id,
  object: 'event',
  type: 'payment_intent.succeeded',
  data: { object: { id: intent, object: 'payment_intent', status: 'succeeded' } },
});

describe('with Stripe configured', () => {
  it('lets the pages load Stripe.js and reach Stripe, which the sandbox does not', async () => {
    const csp = (await t.app.inject({ method: 'GET', url: '/api/health' })).headers[
      'content-security-policy'
    ];
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    const sandbox = await createTestApp();
    const sandboxCsp = (await sandbox.app.inject({ method: 'GET', url: '/api/health' })).headers[
      'content-security-policy'
    ];
    await sandbox.close();
    expect(sandboxCsp).toContain("script-src 'self';");
  });

  it('publishes the key and has no sandbox card endpoints', async () => {
    const site = (await t.app.inject({ method: 'GET', url: '/api/v1/site-config/' })).json();
    expect(site.payment_public_key).toBe('pk_test_portal');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/sandbox/payment-methods',
          headers: { origin: ORIGIN },
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
  });

  it.each([
    [
      'pm_card_visa_chargeDeclinedInsufficientFunds',
      'Your card has insufficient funds.',
      'card.insufficientFunds',
    ],
    ['pm_card_chargeDeclinedExpiredCard', 'Your card has expired.', 'card.expired'],
    ['pm_card_chargeDeclinedFraudulent', 'Your card was declined.', 'card.declined'],
  ])('says a card Stripe declines (%s) by the portal’s code', async (method, error, code) => {
    const email = `stripe-${method.toLowerCase()}@example.ca`;
    const { cookie, subscription } = await subscribedStudent(email);
    const paid = await payWith(cookie, subscription, method);
    expect(paid.json()).toMatchObject({ status: 'failed', error, error_code: { code } });
  });

  it('keeps Stripe’s words for a decline the portal has no code for', async () => {
    const { cookie, subscription } = await subscribedStudent('stripe-velocity@example.ca');
    const paid = await payWith(cookie, subscription, 'pm_card_chargeDeclinedVelocityLimitExceeded');
    expect(paid.json()).toMatchObject({
      status: 'failed',
      error: 'Your card has exceeded its velocity limit.',
      error_code: null,
    });
  });

  it('charges through PaymentIntents with an idempotency key, and a signed webhook settles an authenticated payment once', async () => {
    const { cookie } = await verifiedStudent(t, 'stripe@example.ca');
    const subscription = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/subscriptions/',
        headers: { cookie, origin: ORIGIN, 'x-forwarded-for': clientAddress() },
        payload: { course: course.id, student_email: 'stripe@example.ca' },
      })
    ).json().id;
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/full-payment/',
      headers: { cookie, origin: ORIGIN },
      payload: {
        payment_method_id: 'pm_card_threeDSecureRequired',
        subscription,
        payment_api_mode: 'stripe',
      },
    });
    expect(paid.json()).toMatchObject({
      status: 'requires_action',
      payment_intent_client_secret: 'pi_3ds_secret_abc',
      payment_intent_id: 'pi_3ds',
      amount: course.price,
    });
    const create = stripe.requests.find((r) => r.path === 'POST /v1/payment_intents');
    expect(create?.idempotencyKey).toMatch(/^full_payment:/);

    // the cardholder authenticated, but the browser never came back: Stripe's webhook settles it
    const bad = await webhook(succeeded('evt_1', 'pi_3ds'), 't=1,v1=forged');
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/subscriptions/${subscription}/`,
          headers: { cookie },
        })
      ).json().payment_status,
    ).toBe('unpaid');

    expect((await webhook(succeeded('evt_1', 'pi_3ds'))).json()).toEqual({
      received: true,
      duplicate: false,
    });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/subscriptions/${subscription}/`,
          headers: { cookie },
        })
      ).json(),
    ).toMatchObject({ payment_status: 'paid', access: 'full' });
    await t.ctx.jobs.drain();
    const receipts = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=stripe@example.ca' }))
      .json()
      .results.filter((m: { subject: string }) => m.subject.startsWith('Receipt'));
    expect(receipts).toHaveLength(1);

    // a replayed event is acknowledged and changes nothing
    expect((await webhook(succeeded('evt_1', 'pi_3ds'))).json()).toEqual({ received: true, duplicate: true });
    const after = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=stripe@example.ca' }))
      .json()
      .results.filter((m: { subject: string }) => m.subject.startsWith('Receipt'));
    expect(after).toHaveLength(1);
    expect((await latestMail(t, 'stripe@example.ca'))?.subject).toMatch(/^Receipt/);
  });

  it('finds by its idempotency key an intent the portal stopped before recording: webhook or lookup', async () => {
    const provider = createPaymentProviders(t.ctx).gateway;
    // the process ends right after Stripe answers
    const stopping: CardGateway = {
      ...provider,
      async charge(input) {
        await provider.charge(input);
        throw new Error('the process ended');
      },
    };
    const unrecorded = async (email: string, key: string) => {
      const { cookie, me } = await verifiedStudent(t, email);
      const subscription = await subscribe(t, cookie, email, course.id);
      const body = { payment_method_id: 'pm_card_visa', subscription, save_card: false };
      const session = await studentSession(t, email, me.id);
      await expect(payByCard(t.ctx, stopping, session, 'full_payment', body, key)).rejects.toThrow();
      const status = async () =>
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/v1/subscriptions/${subscription}/`,
            headers: { cookie },
          })
        ).json().payment_status;
      expect(await status()).toBe('unpaid');
      return { status, intent: stripe.requests.findLast((r) => r.idempotencyKey === key) };
    };

    const hooked = await unrecorded('stripe-hook@example.ca', 'key-hook');
    expect(hooked.intent).toBeDefined();
    const event = {
      id: 'evt_key',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: 'pi_unknown_to_the_portal',
          object: 'payment_intent',
          status: 'succeeded',
          metadata: { portal_idempotency_key: 'key-hook' },
        },
      },
    };
    expect((await webhook(event)).statusCode).toBe(200);
    expect(await hooked.status()).toBe('paid');

    const looked = await unrecorded('stripe-lookup@example.ca', 'key-lookup');
    const inTwoMinutes = { ...t.ctx, now: () => new Date(Date.now() + 120_000) };
    expect(await reconcilePayments(inTwoMinutes, createPaymentProviders(t.ctx))).toBe(1);
    expect(await looked.status()).toBe('paid');
    expect(stripe.requests.some((r) => r.path.startsWith('GET /v1/payment_intents/search?'))).toBe(true);
  });

  it('refunds through Stripe, once, a payment that succeeded after a newer one paid, with no second receipt', async () => {
    const email = 'stripe-late@example.ca';
    const { cookie } = await verifiedStudent(t, email);
    const subscription = await subscribe(t, cookie, email, course.id);
    const pay = (method: string, key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/full-payment/',
        headers: { cookie, origin: ORIGIN, 'idempotency-key': key },
        payload: { payment_method_id: method, subscription, payment_api_mode: 'stripe' },
      });
    const first = (await pay('pm_card_threeDSecureRequired', 'late-first')).json();
    expect(first.status).toBe('requires_action');
    const charge = stripe.requests.findLast((r) => r.idempotencyKey === 'late-first')!;
    // the card is kept on the student's customer for the next payments
    expect(charge.form.get('customer')).toMatch(/^cus_/);
    expect(charge.form.get('setup_future_usage')).toBe('off_session');

    // the student gives up on their bank's check and pays with another card
    expect((await pay('pm_card_visa', 'late-second')).json().status).toBe('complete');
    // ...while the first went through at Stripe before the portal could withdraw it
    stripe.settle(first.payment_intent_id);
    const event = succeeded('evt_late', first.payment_intent_id);
    expect((await webhook(event)).statusCode).toBe(200);
    await t.ctx.jobs.drain();

    const history = (
      await t.app.inject({ method: 'GET', url: '/api/v1/payments/', headers: { cookie } })
    ).json().results as { id: number; status: string }[];
    expect(history.map((p) => p.status).sort()).toEqual(['complete', 'refunded']);
    const refunds = stripe.requests.filter((r) => r.path === 'POST /v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.form.get('payment_intent')).toBe(first.payment_intent_id);
    expect(refunds[0]!.idempotencyKey).toBe(`portal-refund-${first.payment_id}`);
    const mails = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${email}` })).json()
      .results as { subject: string }[];
    expect(mails.filter((m) => m.subject.startsWith('Receipt'))).toHaveLength(1);
    expect(mails.filter((m) => m.subject.startsWith('Refund'))).toHaveLength(1);

    // the event again, or the reconciliation, changes nothing
    expect((await webhook(event)).json()).toMatchObject({ duplicate: true });
    const inTwoMinutes = { ...t.ctx, now: () => new Date(Date.now() + 120_000) };
    await reconcilePayments(inTwoMinutes, createPaymentProviders(t.ctx));
    await t.ctx.jobs.drain();
    expect(stripe.requests.filter((r) => r.path === 'POST /v1/refunds')).toHaveLength(1);
  });

  it('keeps a refund staff made while Stripe is down, and makes it once when Stripe is back', async () => {
    const email = 'stripe-staff-refund@example.ca';
    const { cookie } = await verifiedStudent(t, email);
    const subscription = await subscribe(t, cookie, email, course.id);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/full-payment/',
      headers: { cookie, origin: ORIGIN, 'idempotency-key': 'staff-refund' },
      payload: { payment_method_id: 'pm_card_visa', subscription, payment_api_mode: 'stripe' },
    });
    const { payment_id: id, payment_intent_id: intent } = paid.json();
    const finance = await staffMember(t, 'finance');
    const ledger = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/staff/payments/${id}/`,
          headers: { cookie: finance.cookie },
        })
      ).json();
    const refunds = () =>
      stripe.requests.filter((r) => r.path === 'POST /v1/refunds' && r.form.get('payment_intent') === intent);

    stripe.outage.on = true;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/payments/${id}/refund/`,
      headers: { cookie: finance.cookie, origin: ORIGIN },
      payload: { reason: 'Charged the wrong program.' },
    });
    // the office's answer does not wait on Stripe: the refund is recorded, its money still to send
    expect(res.statusCode, res.body).toBe(200);
    await t.ctx.jobs.drain();
    expect(await ledger()).toMatchObject({ status: 'refunded', refunded_at: null });
    expect(refunds()).toHaveLength(0);

    stripe.outage.on = false;
    // a failed try is taken again after its wait
    await drainUntil(t.ctx.jobs, async () => (await ledger()).refunded_at !== null);
    expect((await ledger()).refunded_at).not.toBeNull();
    expect(refunds().map((r) => [r.form.get('payment_intent'), r.idempotencyKey])).toEqual([
      [intent, `portal-refund-${id}`],
    ]);
    await settle(t.ctx.jobs);
    expect(refunds()).toHaveLength(1);
  });
});
