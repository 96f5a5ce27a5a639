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
