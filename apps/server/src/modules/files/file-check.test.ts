import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { RULE_MESSAGES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { SAMPLE } from '../../test/uploads';
import { RefusedUpload, checkUpload } from './file-check';

const RULE = { extensions: ['pdf', 'png', 'csv'], maxBytes: 200_000 };

/** The bytes in chunks of 10 KB, as an upload arrives. */
const streamOf = (bytes: Buffer) => {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += 10_000) chunks.push(bytes.subarray(at, at + 10_000));
  return Readable.from(chunks, { objectMode: false });
};

async function passed(name: string, bytes: Buffer) {
  const checked = await checkUpload(name, streamOf(bytes), RULE);
  if (!checked.ok) return { refused: checked.message };
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of checked.body) chunks.push(chunk as Buffer);
  } catch (error) {
    expect(error).toBeInstanceOf(RefusedUpload);
    return { refused: (error as Error).message };
  }
  return { bytes: Buffer.concat(chunks), contentType: checked.contentType, ...checked.summary() };
}

const csv = (rows: number, extra = '') =>
  Buffer.from('name,city\n' + 'Amira,Montréal\n'.repeat(rows) + extra);

describe('an upload checked while it streams', () => {
  it('passes on exactly its bytes, with their size and SHA-256', async () => {
    const bytes = csv(10_000);
    expect(await passed('marks.csv', bytes)).toEqual({
      bytes,
      contentType: 'text/csv',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  });

  it('refuses a text file whose NUL byte or broken UTF-8 comes after its first bytes', async () => {
    expect(await passed('marks.csv', Buffer.concat([csv(8_000), Buffer.from([0])]))).toEqual({
      refused: RULE_MESSAGES.fileTypeNotAllowed,
    });
    expect(await passed('marks.csv', Buffer.concat([csv(8_000), Buffer.from([0xc3])]))).toEqual({
      refused: RULE_MESSAGES.fileTypeNotAllowed,
    });
  });

  it('refuses a file past the limit while it streams', async () => {
    const png = Buffer.concat([SAMPLE.png, Buffer.alloc(RULE.maxBytes + 1 - SAMPLE.png.length)]);
    expect(await passed('photo.png', png)).toEqual({ refused: RULE_MESSAGES.fileTooLarge });
    const exactly = Buffer.concat([SAMPLE.png, Buffer.alloc(RULE.maxBytes - SAMPLE.png.length)]);
    expect(await passed('photo.png', exactly)).toMatchObject({ size: RULE.maxBytes });
  });

  it('says too large first, as the specification does, when a file is also of the wrong kind', async () => {
    const big = (head: Buffer) => Buffer.concat([head, Buffer.alloc(RULE.maxBytes)]);
    expect(await passed('setup.exe', big(SAMPLE.pdf))).toEqual({ refused: RULE_MESSAGES.fileTooLarge });
    expect(await passed('id-card.pdf', big(SAMPLE.html))).toEqual({ refused: RULE_MESSAGES.fileTooLarge });
    expect(await passed('marks.csv', big(csv(8_000)))).toEqual({ refused: RULE_MESSAGES.fileTooLarge });
    expect(await passed('id-card.pdf', SAMPLE.html)).toEqual({ refused: RULE_MESSAGES.fileTypeNotAllowed });
    expect(await passed('empty.pdf', Buffer.alloc(0))).toEqual({ refused: RULE_MESSAGES.fileTypeNotAllowed });
  });

  it('stops reading an upload once it is past the limit', async () => {
    let offered = 0;
    const source = Readable.from(
      (function* () {
        yield SAMPLE.pdf;
        for (; offered < 10 * RULE.maxBytes; offered += 10_000) yield Buffer.alloc(10_000);
      })(),
      { objectMode: false },
    );
    const checked = await checkUpload('scan.pdf', source, RULE);
    if (!checked.ok) throw new Error(checked.message);
    await expect(checked.body.toArray()).rejects.toThrow(RULE_MESSAGES.fileTooLarge);
    expect(source.destroyed).toBe(true);
    expect(offered).toBeLessThan(RULE.maxBytes + 100_000);
  });
});
