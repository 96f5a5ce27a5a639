import type { TLanguage } from '@portal/contract';
import type { Mail } from './mailer';
import { escapeHtml } from '../../lib/escape-html';

export type Brand = { name: string; logoUrl: string | null; address: string; colour: string };
/** A labelled block after the paragraphs, such as a payment slip's code, address and hours. */
export type MailDetail = { label: string; lines: string[] };
type Content = {
  subject: string;
  heading: string;
  paragraphs: string[];
  details?: MailDetail[];
  action: string;
  footnote: string;
};

/**
 * One branded mail, as HTML with inline styles (what mail programs honour) and as plain text; the HTML
 * says its language and carries its subject as title, so screen readers read it as written.
 */
export function renderMail(
  to: string,
  language: TLanguage,
  brand: Brand,
  content: Content,
  actionUrl: string,
  footer: string,
): Mail {
  const logo = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.name)}" height="48" style="display:block;height:48px">`
    : `<strong style="font-size:20px">${escapeHtml(brand.name)}</strong>`;
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`)
    .join('');
  const details = content.details?.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border:1px solid #e5e8eb;border-radius:6px">${content.details
        .map(
          (d) =>
            `<tr><td style="padding:10px 14px;border-bottom:1px solid #e5e8eb;vertical-align:top;width:34%;font-size:13px;color:#637381">${escapeHtml(d.label)}</td><td style="padding:10px 14px;border-bottom:1px solid #e5e8eb;line-height:1.5">${d.lines.map(escapeHtml).join('<br>')}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head><body style="margin:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1c252e">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e5e8eb">${logo}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(content.heading)}</h1>
${paragraphs}
${details}
<p style="margin:24px 0"><a href="${escapeHtml(actionUrl)}" style="background:${escapeHtml(brand.colour)};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(content.action)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#637381;line-height:1.5">${escapeHtml(content.footnote)}</p>
<p style="margin:0;font-size:13px;color:#637381;word-break:break-all">${escapeHtml(actionUrl)}</p>
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e5e8eb;font-size:12px;color:#5b6875">${escapeHtml(footer)}<br>${escapeHtml(brand.name)} · ${escapeHtml(brand.address)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.details ?? []).flatMap((d) => [
      `${d.label}${language === 'fr-CA' ? '\u00a0:' : ':'}`,
      ...d.lines.map((line) => `  ${line}`),
      '',
    ]),
    `${content.action}: ${actionUrl}`,
    '',
    content.footnote,
    '',
    '--',
    footer,
    `${brand.name} · ${brand.address}`,
  ].join('\n');
  return { to, subject: content.subject, text, html };
}
