import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { type FileRule, type TUploadedFile, coded } from '@portal/contract';
import type { AppContext } from '../../context';
import { Invalid, NotFound } from '../../lib/errors';
import { hitRateLimit } from '../../lib/rate-limit';
import { RefusedUpload, checkUpload } from './file-check';
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

/** Counts a student's upload, refused with 429 past thirty in ten minutes, before any of it is read. */
export async function countUpload(ctx: AppContext, userId: string): Promise<void> {
  await hitRateLimit(ctx.db, `upload:${userId}`, { max: 30, windowSeconds: 600 }, ctx.now());
}

/**
 * Streams an upload to the store under a random name, checked on its way by name, content and size
 * (`checkUpload`): a refused upload leaves nothing stored and answers the rule's message.
 */
export async function storeUpload(
  ctx: AppContext,
  studentId: number,
  upload: { filename: string; stream: Readable & { truncated?: boolean } },
  rule: FileRule,
  purpose: string,
  field = 'file',
): Promise<FileRow> {
  const name = cleanName(upload.filename);
  const checked = await checkUpload(name, upload.stream, rule);
  if (!checked.ok) throw new Invalid({ [field]: [coded(`rules.${checked.refusal}`)] });
  const storageKey = `uploads/${studentId}/${randomUUID()}`;
  try {
    await ctx.storage.put(storageKey, checked.body);
  } catch (error) {
    if (error instanceof RefusedUpload) throw new Invalid({ [field]: [coded(`rules.${error.refusal}`)] });
    throw error;
  }
  const { size, sha256 } = checked.summary();
  try {
    return await insertFile(ctx.db, {
      studentId,
      storageKey,
      name,
      contentType: checked.contentType,
      size,
      sha256,
      purpose,
    });
  } catch (error) {
    await ctx.storage.remove(storageKey).catch(() => {});
    throw error;
  }
}

export async function openOwnFile(ctx: AppContext, studentId: number, id: number) {
  const row = await findOwnFile(ctx.db, studentId, id);
  const stream = row ? await ctx.storage.read(row.storageKey) : null;
  if (!row || !stream) throw new NotFound();
  return { row, stream };
}
