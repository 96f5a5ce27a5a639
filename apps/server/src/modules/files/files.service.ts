import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { type FileRule, RULE_MESSAGES, type TUploadedFile } from '@portal/contract';
import type { AppContext } from '../../context';
import { Invalid, NotFound } from '../../lib/errors';
import { checkUpload } from './file-check';
import { type FileRow, findOwnFile, insertFile } from './files.repository';

export { type FileRow, findOwnFile, insertFile } from './files.repository';

export const fileUrl = (id: number) => `/api/v1/files/${id}/`;

export function toUploadedFile(row: FileRow): TUploadedFile {
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    size_in_mb: Math.round((row.size / 1024 / 1024) * 100) / 100,
    content_type: row.contentType,
    url: fileUrl(row.id),
  };
}

/** A name safe to keep and to send back in Content-Disposition: no path, no control characters. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  const printable = [...base]
    .filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127 && c !== '"')
    .join('');
  return printable.slice(0, 200) || 'file';
}

/**
 * Reads an upload stream, stopping as soon as it passes the rule's size, then checks its name and
 * bytes and stores it under a random name. `truncated` is the multipart reader's own size flag.
 */
export async function storeUpload(
  ctx: AppContext,
  studentId: number,
  upload: { filename: string; stream: Readable & { truncated?: boolean } },
  rule: FileRule,
  purpose: string,
  field = 'file',
): Promise<FileRow> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of upload.stream) {
    size += (chunk as Buffer).length;
    if (size > rule.maxBytes) {
      upload.stream.destroy();
      throw new Invalid({ [field]: [RULE_MESSAGES.fileTooLarge] });
    }
    chunks.push(chunk as Buffer);
  }
  if (upload.stream.truncated) throw new Invalid({ [field]: [RULE_MESSAGES.fileTooLarge] });
  const bytes = Buffer.concat(chunks);
  const name = cleanName(upload.filename);
  const checked = await checkUpload(name, bytes, rule);
  if (!checked.ok) throw new Invalid({ [field]: [checked.message] });
  const storageKey = `uploads/${studentId}/${randomUUID()}`;
  await ctx.storage.put(storageKey, bytes);
  return insertFile(ctx.db, {
    studentId,
    storageKey,
    name,
    contentType: checked.contentType,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    purpose,
  });
}

export async function openOwnFile(ctx: AppContext, studentId: number, id: number) {
  const row = await findOwnFile(ctx.db, studentId, id);
  const stream = row ? await ctx.storage.read(row.storageKey) : null;
  if (!row || !stream) throw new NotFound();
  return { row, stream };
}
