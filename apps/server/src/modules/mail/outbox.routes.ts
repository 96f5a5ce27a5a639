import { listOutbox, showOutbox, showOutboxMail } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { NotFound } from '../../lib/errors';
import { route } from '../../lib/route';
import { findOutboxMail, listOutboxMail, type OutboxRow } from './outbox.repository';
import { escapeHtml } from '../../lib/escape-html';
import { isLoopback } from '../../lib/loopback';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1c252e}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e8eb;padding:.5rem;text-align:left;vertical-align:top}
iframe{width:100%;height:70vh;border:1px solid #e5e8eb}.note{background:#fff7e6;padding:.75rem;border-radius:6px}</style></head>
<body>${body}</body></html>`;
}

function listPage(rows: OutboxRow[], to?: string): string {
  const items = rows
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.sentAt.toISOString())}</td><td>${escapeHtml(m.to)}</td><td><a href="/dev/outbox/${m.id}">${escapeHtml(m.subject)}</a></td></tr>`,
    )
    .join('');
  return page(
    'Outbox',
    `<h1>Outbox${to ? ` for ${escapeHtml(to)}` : ''}</h1>
<p class="note">Sandbox mail: no SMTP server is configured, so the portal keeps the mail it would send here.</p>
<form method="get"><label>Recipient <input name="to" type="email" value="${escapeHtml(to ?? '')}"></label> <button>Filter</button></form>
<table><thead><tr><th>Sent (UTC)</th><th>To</th><th>Subject</th></tr></thead><tbody>${items || '<tr><td colspan="3">No mail yet.</td></tr>'}</tbody></table>`,
  );
}

function mailPage(mail: OutboxRow): string {
  const links = mail.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('');
  return page(
    mail.subject,
    `<p><a href="/dev/outbox">← Outbox</a></p><h1>${escapeHtml(mail.subject)}</h1>
<p>To ${escapeHtml(mail.to)} · ${escapeHtml(mail.sentAt.toISOString())}</p>
<h2>Links</h2><ul>${links}</ul>
<h2>As sent</h2><iframe sandbox title="The mail as HTML" srcdoc="${escapeHtml(mail.html)}"></iframe>
<h2>Plain text</h2><pre>${escapeHtml(mail.text)}</pre>`,
  );
}

/**
 * Only while mail is kept rather than sent, and only to this machine: where a tester or a school trying
 * the portal reads it. Anyone else could read another student's reset link.
 */
export const outboxRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!isLoopback(request.ip)) throw new NotFound();
    });
    route(app, listOutbox, async (request) => ({
      results: (await listOutboxMail(ctx.db, request.query.to)).map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        links: m.links,
        sent_at: m.sentAt.toISOString(),
      })),
    }));

    route(app, showOutbox, async (request, reply) =>
      reply
        .type('text/html')
        .send(listPage(await listOutboxMail(ctx.db, request.query.to), request.query.to)),
    );

    route(app, showOutboxMail, async (request, reply) => {
      const mail = await findOutboxMail(ctx.db, request.params.id);
      if (!mail) throw new NotFound();
      return reply.type('text/html').send(mailPage(mail));
    });
  };
