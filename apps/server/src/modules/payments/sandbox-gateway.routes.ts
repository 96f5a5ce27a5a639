import {
  answerSandboxChallenge,
  completeSandboxChallenge,
  createSandboxPaymentMethod,
  getSandboxChallengeScript,
  showSandboxChallenge,
  ruleMessage,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { Invalid, NotFound } from '../../lib/errors';
import { route } from '../../lib/route';
import type { SandboxCardGateway } from '../../providers/payments/sandbox-card-gateway';
import type { Auth } from '../auth/auth';
import { optionalStudent } from '../auth/session';
import { customerOf } from './payments.service';

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-CA', { style: 'currency', currency }).format(cents / 100);

/** The sandbox provider's side: card tokenisation and the bank's 3-D Secure page, as Stripe's test mode has. */
export const sandboxGatewayRoutes =
  (ctx: AppContext, auth: Auth, gateway: SandboxCardGateway): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, createSandboxPaymentMethod, async (request) => {
      // a signed-in student's card is theirs from the start, as Stripe Elements ties it to the customer
      const student = await optionalStudent(auth, ctx.db, request);
      const customerId = student ? await customerOf(ctx, gateway, student) : null;
      const method = await gateway.createPaymentMethod(request.body, ctx.now(), customerId);
      if ('errors' in method)
        throw new Invalid(
          Object.fromEntries(Object.entries(method.errors).map(([k, v]) => [k, [ruleMessage(v)]])),
        );
      return method;
    });

    route(app, completeSandboxChallenge, async (request) => {
      const intent = await gateway.completeChallenge(
        request.body.client_secret,
        request.body.result === 'complete',
      );
      if (!intent) throw new NotFound();
      return { status: intent.status };
    });

    // the bank page's form posts as a browser form does
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    route(app, answerSandboxChallenge, async (request, reply) => {
      const intent = await gateway.completeChallenge(
        request.body.client_secret,
        request.body.result === 'complete',
      );
      if (!intent) throw new NotFound();
      const done = intent.status === 'authenticated';
      return reply.type('text/html')
        .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox bank</title>
<script src="/sandbox/3ds-done.js" defer></script></head><body style="font-family:system-ui,sans-serif;padding:24px">
<h1>${done ? 'Authentication complete' : 'Authentication failed'}</h1><p>You can return to the portal.</p></body></html>`);
    });

    route(app, getSandboxChallengeScript, async (_request, reply) =>
      reply
        .type('text/javascript')
        .send(
          "(window.opener || window.parent).postMessage({ type: 'portal:3ds-done' }, window.location.origin);",
        ),
    );

    route(app, showSandboxChallenge, async (request, reply) => {
      const intent = await gateway.findIntentBySecret(request.query.client_secret);
      if (!intent) throw new NotFound();
      const amount = money(intent.amountCents, intent.currency);
      return reply.type('text/html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox bank: confirm your payment</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;color:#1c252e;background:#f4f6f8}main{max-width:420px;margin:auto;background:#fff;border-radius:8px;padding:24px}
.note{background:#fff7e6;padding:8px 12px;border-radius:6px;font-size:14px}button{font:inherit;padding:10px 16px;border-radius:6px;border:1px solid #1c252e;margin-right:8px;cursor:pointer}
button.primary{background:#1c252e;color:#fff}</style></head><body><main>
<p class="note">Sandbox bank: a 3-D Secure test page. No real bank is contacted.</p>
<h1>Confirm your payment</h1><p>Your bank asks you to confirm a payment of <strong>${amount}</strong>.</p>
<form method="post" action="/sandbox/3ds"><input type="hidden" name="client_secret" value="${intent.clientSecret}">
<button class="primary" name="result" value="complete">Complete authentication</button>
<button name="result" value="fail">Fail authentication</button></form></main></body></html>`);
    });
  };
