import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestApp } from './test-app';
import { ORIGIN } from './students';

/** The smallest well-formed bytes of common file kinds, as a real upload would carry. */
export const SAMPLE = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
  html: Buffer.from('<!doctype html><script>alert(1)</script>'),
  csv: Buffer.from('name,score\nAmira,92\n'),
};

export async function upload(
  t: TestApp,
  cookie: string,
  file: { name: string; bytes: Buffer; type?: string },
  query = '',
) {
  const form = new FormData();
  form.append('name', file.name);
  form.append('size_in_mb', String(file.bytes.length / 1024 / 1024));
  form.append('file', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/files/${query}`,
    headers: { cookie, origin: ORIGIN },
    payload: form,
  });
}

/** The text of a PDF, as poppler's pdftotext reads it. */
export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What `pdfinfo` tells of a PDF, with `-struct-text` its structure tree and the text of each element. */
export function pdfInfo(pdf: Buffer, ...options: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdfinfo', [...options, file]).toString('utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ESCAPED: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** The alternative texts of a PDF's structure elements (figures), as a screen reader reads them. */
export function pdfAltTexts(pdf: Buffer): string[] {
  return [...pdf.toString('latin1').matchAll(/\/Alt \(((?:\\[\s\S]|[^\\)])*)\)/g)].map(([, literal]) => {
    const bytes = literal!.replace(/\\([0-7]{1,3}|[\s\S])/g, (_, c: string) =>
      /^[0-7]+$/.test(c) ? String.fromCharCode(parseInt(c, 8)) : (ESCAPED[c] ?? c),
    );
    const raw = Buffer.from(bytes, 'latin1');
    // a text beyond Latin-1 is written in UTF-16 after its byte order mark
    return raw[0] === 0xfe && raw[1] === 0xff ? raw.subarray(2).swap16().toString('utf16le') : bytes;
  });
}
