import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoContentDir } from '../../paths';
import { videoDurationOf } from './video-duration';

const dir = mkdtempSync(path.join(tmpdir(), 'portal-video-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** An MP4 box: its size, its type, its body. */
function box(type: string, ...body: Buffer[]): Buffer {
  const content = Buffer.concat(body);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + content.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, content]);
}

/** A version 0 movie header: time scale and duration in its units. */
function mvhd(scale: number, units: number): Buffer {
  const body = Buffer.alloc(100);
  body.writeUInt32BE(scale, 12);
  body.writeUInt32BE(units, 16);
  return box('mvhd', body);
}

describe('a video’s duration', () => {
  it('is read from a WebM header as ffprobe reads it', () => {
    const video = path.join(demoContentDir, 'programs/food-handler-certification/media/handwashing.webm');
    // ffprobe -show_entries format=duration: 60.331000
    expect(videoDurationOf(video)).toBeCloseTo(60.331, 3);
  });

  it('is read from an MP4 movie header, wherever the movie box is', () => {
    const file = path.join(dir, 'clip.mp4');
    writeFileSync(
      file,
      Buffer.concat([
        box('ftyp', Buffer.from('isom')),
        box('mdat', Buffer.alloc(64)),
        box('moov', mvhd(600, 45_300)),
      ]),
    );
    expect(videoDurationOf(file)).toBe(75.5);
  });

  it('is unknown for another type or a header it cannot read', () => {
    const broken = path.join(dir, 'broken.webm');
    writeFileSync(broken, Buffer.from([0x1a, 0x45, 0xdf]));
    const other = path.join(dir, 'clip.mov');
    writeFileSync(other, box('moov', mvhd(600, 600)));
    expect(videoDurationOf(broken)).toBeNull();
    expect(videoDurationOf(other)).toBeNull();
  });
});
