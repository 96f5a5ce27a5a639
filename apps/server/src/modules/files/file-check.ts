import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { type FileRule, RULE_MESSAGES, fileExtension } from '@portal/contract';

/** What each allowed extension's bytes must look like, as `file-type` names them. */
const EXPECTED: Record<string, string[]> = {
  pdf: ['pdf'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  pptx: ['pptx'],
};
const TEXT_EXTENSIONS = new Set(['csv', 'txt', 'vtt']);

const MIME_OF_TEXT: Record<string, string> = { csv: 'text/csv', txt: 'text/plain', vtt: 'text/vtt' };

/** What is read of an upload before any of it is stored: enough for `file-type` to tell its kind. */
const HEAD_BYTES = 64 * 1024;

/** Why an upload is refused: a rule of the specification, which says it in its words. */
export type UploadRefusal = 'fileTooLarge' | 'fileTypeNotAllowed';

/** An upload refused while it streams to the store, with the specification's message. */
export class RefusedUpload extends Error {
  constructor(readonly refusal: UploadRefusal) {
    super(RULE_MESSAGES[refusal]);
  }
}

export type CheckedUpload =
  | { ok: false; refusal: UploadRefusal; message: string }
  | {
      ok: true;
      contentType: string;
      /** The whole upload, its first bytes included, checked as it passes: it fails with a `RefusedUpload`. */
      body: Readable;
      /** The size and SHA-256 of what passed, once `body` has ended. */
      summary: () => { size: number; sha256: string };
    };

/**
 * Checks an upload against a rule by its name and by its content while it arrives: its name and first
 * bytes before anything is stored (a renamed program, HTML called .pdf), its size and a text file's
 * bytes as the rest passes on. As the specification orders them, a file too large is refused as
 * such, whatever else is wrong with it; a `truncated` stream is one its reader cut at its own limit.
 */
export async function checkUpload(
  name: string,
  source: Readable & { truncated?: boolean },
  rule: FileRule,
): Promise<CheckedUpload> {
  const chunks: AsyncIterator<Buffer> = source[Symbol.asyncIterator]();
  const hash = createHash('sha256');
  let size = 0;
  const tooLarge = () => size > rule.maxBytes || source.truncated === true;
  const next = async (): Promise<Buffer | null> => {
    const { value, done } = await chunks.next();
    if (done) return null;
    size += value.length;
    hash.update(value);
    return value;
  };
  // ending the iteration early destroys the stream, so the rest of a large upload is never read
  const stop = async () => void (await chunks.return?.());
  /** Reads the rest, keeping nothing, to tell a file too large from one only of the wrong kind. */
  const refusal = async (refused: UploadRefusal): Promise<UploadRefusal> => {
    while (!tooLarge() && (await next()) !== null);
    if (!tooLarge()) return refused;
    await stop();
    return 'fileTooLarge';
  };
  const refuse = (refused: UploadRefusal) =>
    ({ ok: false, refusal: refused, message: RULE_MESSAGES[refused] }) as const;

  const head: Buffer[] = [];
  let headLength = 0;
  while (headLength < HEAD_BYTES && !tooLarge()) {
    const chunk = await next();
    if (!chunk) break;
    head.push(chunk);
    headLength += chunk.length;
  }
  if (tooLarge()) {
    await stop();
    return refuse('fileTooLarge');
  }
  const first = Buffer.concat(head);
  const extension = fileExtension(name);
  if (!rule.extensions.includes(extension) || first.length === 0)
    return refuse(await refusal('fileTypeNotAllowed'));
  // loaded with the first upload, not at start-up
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(first);
  const text = TEXT_EXTENSIONS.has(extension);
  const expected = EXPECTED[extension] ?? [extension];
  // a text file has no signature, but WebVTT's own (file-type knows its WEBVTT header)
  if (text ? detected && detected.ext !== extension : !detected || !expected.includes(detected.ext))
    return refuse(await refusal('fileTypeNotAllowed'));

  // a text file is UTF-8 without NUL bytes throughout, checked chunk by chunk
  const decoder = text ? new TextDecoder('utf-8', { fatal: true }) : null;
  /** Whether the chunk (null: the end) keeps a text file text. */
  const isText = (chunk: Buffer | null): boolean => {
    if (!decoder) return true;
    if (chunk?.includes(0)) return false;
    try {
      if (chunk) decoder.decode(chunk, { stream: true });
      else decoder.decode();
      return true;
    } catch {
      return false;
    }
  };
  async function* checked() {
    let ended = false;
    try {
      if (!isText(first)) throw new RefusedUpload(await refusal('fileTypeNotAllowed'));
      yield first;
      for (let chunk = await next(); chunk; chunk = await next()) {
        if (tooLarge()) throw new RefusedUpload('fileTooLarge');
        if (!isText(chunk)) throw new RefusedUpload(await refusal('fileTypeNotAllowed'));
        yield chunk;
      }
      if (tooLarge()) throw new RefusedUpload('fileTooLarge');
      if (!isText(null)) throw new RefusedUpload('fileTypeNotAllowed');
      ended = true;
    } finally {
      // refused, or the store gave up on it: the upload is read no further
      if (!ended) await stop();
    }
  }
  let digest: string | null = null;
  return {
    ok: true,
    contentType: text ? MIME_OF_TEXT[extension]! : detected!.mime,
    body: Readable.from(checked(), { objectMode: false }),
    summary: () => ({ size, sha256: (digest ??= hash.digest('hex')) }),
  };
}
