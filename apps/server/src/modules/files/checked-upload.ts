import type { Readable } from 'node:stream';
import { type FileRule, staffCoded } from '@portal/contract';
import { Invalid } from '../../lib/errors';
import { RefusedUpload, type UploadRefusal, checkUpload } from './file-check';

/** A multipart file as the route reads it: its name, and its bytes as they arrive. */
export type Upload = { filename: string; file: Readable & { truncated?: boolean } };

/** The images staff upload for the portal's pages: no SVG, whose scripts a browser would run. */
export const IMAGE_RULE: FileRule = { extensions: ['png', 'jpg', 'jpeg', 'webp'], maxBytes: 2 * 1024 ** 2 };

/** A staff upload's refusal under `file`, by its code: the console says it in its reader's language. */
export const refusedUpload = (refusal: UploadRefusal) =>
  new Invalid({ file: [staffCoded(`staff.forms.${refusal}`)] });

/**
 * A small upload (an image, a caption file) checked by its name, kind and size as it arrives, and held
 * whole; refused under `file` with the specification's message.
 */
export async function readCheckedUpload(upload: Upload, rule: FileRule): Promise<Buffer> {
  const checked = await checkUpload(upload.filename, upload.file, rule);
  if (!checked.ok) throw refusedUpload(checked.refusal);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of checked.body) chunks.push(chunk as Buffer);
  } catch (error) {
    if (error instanceof RefusedUpload) throw refusedUpload(error.refusal);
    throw error;
  }
  return Buffer.concat(chunks);
}
