import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import path from 'node:path';

/** Reads byte ranges of a file without loading it whole: a video's header is a small part of it. */
type Reader = { size: number; read: (position: number, length: number) => Buffer };

function readerOf(fd: number): Reader {
  return {
    size: fstatSync(fd).size,
    read: (position, length) => {
      const buffer = Buffer.alloc(Math.max(0, length));
      const got = readSync(fd, buffer, 0, buffer.length, position);
      return buffer.subarray(0, got);
    },
  };
}

/** An EBML variable-length number: its length from the leading zeros, with (id) or without (size) its marker. */
function vint(bytes: Buffer, at: number, keepMarker: boolean): { value: number; length: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let k = 1; k < length; k++) value = value * 256 + bytes[at + k]!;
  const unknown = !keepMarker && value === 2 ** (7 * length) - 1;
  return { value: unknown ? -1 : value, length };
}

const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const CLUSTER = 0x1f43b675;
const TIMESTAMP_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

/** WebM (Matroska): the Segment's Info holds the duration, in units of its timestamp scale. */
function webmDuration(file: Reader): number | null {
  const head = file.read(0, Math.min(file.size, 256 * 1024));
  let at = 0;
  let scale = 1_000_000;
  let duration: number | null = null;
  let infoEnd = -1;
  while (at < head.length) {
    const id = vint(head, at, true);
    const size = id && vint(head, at + id.length, false);
    if (!id || !size) return null;
    const body = at + id.length + size.length;
    if (id.value === SEGMENT) at = body;
    else if (id.value === INFO) {
      infoEnd = size.value < 0 ? head.length : body + size.value;
      at = body;
    } else if (id.value === CLUSTER) break;
    else {
      if (at < infoEnd) {
        if (id.value === TIMESTAMP_SCALE) scale = head.readUIntBE(body, Math.min(size.value, 6));
        if (id.value === DURATION)
          duration = size.value === 4 ? head.readFloatBE(body) : head.readDoubleBE(body);
      }
      if (size.value < 0) return null;
      at = body + size.value;
    }
  }
  return duration === null ? null : (duration * scale) / 1e9;
}

/** MP4: the movie header (`moov`/`mvhd`) holds the duration in units of its time scale. */
function mp4Duration(file: Reader): number | null {
  const findBox = (type: string, from: number, to: number): { body: number; end: number } | null => {
    let at = from;
    while (at + 8 <= to) {
      const header = file.read(at, 16);
      if (header.length < 8) return null;
      let size = header.readUInt32BE(0);
      let body = at + 8;
      if (size === 1) {
        if (header.length < 16) return null;
        size = Number(header.readBigUInt64BE(8));
        body = at + 16;
      } else if (size === 0) size = to - at;
      if (size < body - at) return null;
      if (header.toString('latin1', 4, 8) === type) return { body, end: at + size };
      at += size;
    }
    return null;
  };
  const moov = findBox('moov', 0, file.size);
  const mvhd = moov && findBox('mvhd', moov.body, moov.end);
  if (!mvhd) return null;
  const box = file.read(mvhd.body, 32);
  if (box.length < 32) return null;
  const version = box[0];
  const scale = version === 1 ? box.readUInt32BE(20) : box.readUInt32BE(12);
  const units = version === 1 ? Number(box.readBigUInt64BE(24)) : box.readUInt32BE(16);
  return scale > 0 ? units / scale : null;
}

/** A WebM or MP4 file's duration in seconds from its header; null for another type or a header it cannot read. */
export function videoDurationOf(file: string): number | null {
  const extension = path.extname(file).toLowerCase();
  const read = extension === '.webm' ? webmDuration : extension === '.mp4' ? mp4Duration : null;
  if (!read) return null;
  const fd = openSync(file, 'r');
  try {
    return read(readerOf(fd));
  } catch {
    // a truncated or odd header: the duration is then unknown, as for a video by URL
    return null;
  } finally {
    closeSync(fd);
  }
}
