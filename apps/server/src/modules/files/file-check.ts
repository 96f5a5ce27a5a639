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
const TEXT_EXTENSIONS = new Set(['csv', 'txt']);

const MIME_OF_TEXT: Record<string, string> = { csv: 'text/csv', txt: 'text/plain' };

function isText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks a whole upload against a rule by its name and by its content: a file whose bytes are not
 * what its extension says (a renamed program, HTML called .pdf) is refused. Answers its MIME type.
 */
export async function checkUpload(
  name: string,
  bytes: Buffer,
  rule: FileRule,
): Promise<{ ok: true; contentType: string } | { ok: false; message: string }> {
  if (bytes.length > rule.maxBytes) return { ok: false, message: RULE_MESSAGES.fileTooLarge };
  const extension = fileExtension(name);
  if (!rule.extensions.includes(extension)) return { ok: false, message: RULE_MESSAGES.fileTypeNotAllowed };
  if (bytes.length === 0) return { ok: false, message: RULE_MESSAGES.fileTypeNotAllowed };
  // loaded with the first upload, not at start-up
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  if (TEXT_EXTENSIONS.has(extension)) {
    return !detected && isText(bytes)
      ? { ok: true, contentType: MIME_OF_TEXT[extension]! }
      : { ok: false, message: RULE_MESSAGES.fileTypeNotAllowed };
  }
  const expected = EXPECTED[extension] ?? [extension];
  if (!detected || !expected.includes(detected.ext))
    return { ok: false, message: RULE_MESSAGES.fileTypeNotAllowed };
  return { ok: true, contentType: detected.mime };
}
