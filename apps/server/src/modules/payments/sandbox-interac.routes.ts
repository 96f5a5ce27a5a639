import {
  answerSandboxInteracPayment,
  getSandboxInteracScript,
  SANDBOX_BANKS,
  showSandboxInteracPayment,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { NotFound } from '../../lib/errors';
import { route } from '../../lib/route';
import type { SandboxInterac } from '../../providers/interac/sandbox-interac';
import { escapeHtml } from '../../lib/escape-html';

function page(title: string, body: string, notify = false) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>${notify ? '<script src="/sandbox/interac-done.js" defer></script>' : ''}
<style>body{font-family:system-ui,sans-serif;margin:0;padding:16px;color:#1c252e;background:#f4f6f8}main{max-width:360px;margin:auto;background:#fff;border-radius:8px;padding:20px}
.note{background:#fff7e6;padding:8px 12px;border-radius:6px;font-size:13px}label,select{display:block;width:100%;margin:8px 0}select{padding:8px;font:inherit}
button{font:inherit;padding:10px 14px;border-radius:6px;border:1px solid #1c252e;margin:8px 8px 0 0;cursor:pointer}.primary{background:#1c252e;color:#fff}</style></head>
<body><main>${body}</main></body></html>`;
}

/** The sandbox bank behind Interac payment links: pick a bank, approve or decline, or close to leave it pending. */
export const sandboxInteracRoutes =
  (ctx: AppContext, interac: SandboxInterac): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    route(app, showSandboxInteracPayment, async (request, reply) => {
      const link = await interac.find(request.params.id);
      if (!link) throw new NotFound();
      const amount = new Intl.NumberFormat('en-CA', { style: 'currency', currency: link.currency }).format(
        link.amountCents / 100,
      );
      const options = SANDBOX_BANKS.map((b) => `<option>${escapeHtml(b)}</option>`).join('');
      const body =
        link.status === 'pending'
          ? `<p class="note">Sandbox Interac: no real bank is contacted.</p><h1>Interac payment</h1>
<p>${escapeHtml(link.description)}: <strong>${amount}</strong></p>
<form method="post" action="/sandbox/interac/${link.id}"><label for="bank">Select your bank</label>
<select id="bank" name="bank">${options}</select>
<button class="primary" name="decision" value="approve">Approve payment</button><button name="decision" value="decline">Decline</button></form>
<p class="note">Close this window to leave the payment pending.</p>`
          : `<h1>This payment was ${link.status}</h1><p>You can return to the portal.</p>`;
      return reply.type('text/html').send(page('Sandbox bank: Interac', body));
    });

    route(app, answerSandboxInteracPayment, async (request, reply) => {
      const decided = await interac.decide(
        request.params.id,
        request.body.decision,
        request.body.bank,
        ctx.now(),
      );
      if (!decided) {
        const link = await interac.find(request.params.id);
        if (!link) throw new NotFound();
        // the bank takes one answer: a second one, or one after the portal withdrew the link, is refused
        return reply
          .status(409)
          .type('text/html')
          .send(
            page(
              'Sandbox bank: Interac',
              `<h1>This payment was already ${link.status}</h1><p>You can return to the portal.</p>`,
            ),
          );
      }
      const approved = request.body.decision === 'approve';
      return reply
        .type('text/html')
        .send(
          page(
            'Sandbox bank: Interac',
            `<h1>${approved ? 'Payment approved' : 'Payment declined'}</h1><p>You can return to the portal.</p>`,
            true,
          ),
        );
    });

    route(app, getSandboxInteracScript, async (_request, reply) =>
      reply
        .type('text/javascript')
        .send(
          "window.opener && window.opener.postMessage({ type: 'portal:interac-done' }, window.location.origin);",
        ),
    );
  };
