import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import yazl from 'yazl';
import { ORIGIN } from './students';
import type { TestApp } from './test-app';

/** A folder zipped as a computer's "compress" does: under `prefix` (its name), or at the zip's top. */
export function zipFolder(dir: string, prefix = '', extra: Record<string, Buffer> = {}): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const add = (folder: string, inZip: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const name = inZip ? `${inZip}/${entry.name}` : entry.name;
      if (entry.isDirectory()) add(path.join(folder, entry.name), name);
      else zip.addBuffer(readFileSync(path.join(folder, entry.name)), name);
    }
  };
  add(dir, prefix);
  for (const [name, bytes] of Object.entries(extra)) zip.addBuffer(bytes, name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** The form the console sends: the zipped folder as `file`. */
export function contentForm(zip: Buffer, name = 'content.zip') {
  const form = new FormData();
  form.append('file', new Blob([zip], { type: 'application/zip' }), name);
  return form;
}

/** Checks, or loads, a zipped content folder as a staff member. */
export const importZip = (t: TestApp, cookie: string, zip: Buffer, { check = false } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/staff/content/import/?check=${check}`,
    headers: { cookie, origin: ORIGIN },
    payload: contentForm(zip),
  });
