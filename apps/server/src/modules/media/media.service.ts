import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { NotFound } from '../../lib/errors';
import type { FileStorage } from '../../providers/storage/storage';
import { findMediaAsset, saveMediaAsset } from './media.repository';

const MEDIA_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
};

export function mediaContentType(fileName: string): string | null {
  return MEDIA_TYPES[path.extname(fileName).toLowerCase()] ?? null;
}

export function mediaUrl(key: string | null): string | null {
  return key ? `/api/v1/media/${key}` : null;
}

/**
 * Stores an asset under a name made from its content, so its URL can be cached for ever. `courseId`
 * makes it a course room's, served as that program's room is (`mediaRoutes`).
 */
export async function storeMediaAsset(
  db: Executor,
  storage: FileStorage,
  fileName: string,
  body: Buffer,
  courseId: number | null = null,
): Promise<string> {
  const contentType = typeOf(fileName);
  const key = keyOf(fileName, createHash('sha256').update(body).digest('hex'));
  await storage.put(`media/${key}`, body);
  await saveMediaAsset(db, { key, contentType, size: body.length }, courseId);
  return key;
}

function typeOf(fileName: string): string {
  const contentType = mediaContentType(fileName);
  if (!contentType) throw new Error(`${fileName} is not an image, video or caption type the portal serves`);
  return contentType;
}

/** The file's name, then the start of its content's hash: a new content is a new key. */
function keyOf(fileName: string, hash: string): string {
  const base = path
    .basename(fileName, path.extname(fileName))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  return `${base}-${hash.slice(0, 16)}${path.extname(fileName).toLowerCase()}`;
}

/** As `storeMediaAsset`, for a file on disk too large to hold in memory (a video): read twice, streamed. */
export async function storeMediaFile(
  db: Executor,
  storage: FileStorage,
  fileName: string,
  file: string,
  courseId: number | null = null,
): Promise<string> {
  const contentType = typeOf(fileName);
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  const key = keyOf(fileName, hash.digest('hex'));
  const { size } = await stat(file);
  await storage.put(`media/${key}`, createReadStream(file), size);
  await saveMediaAsset(db, { key, contentType, size }, courseId);
  return key;
}

export async function findMedia(ctx: AppContext, key: string) {
  const asset = await findMediaAsset(ctx.db, key);
  if (!asset) throw new NotFound();
  return asset;
}

/** The asset's bytes, or the part a player asked for (a video seeks by asking for byte ranges). */
export async function openMediaAsset(
  ctx: AppContext,
  key: string,
  range?: { start: number; end: number },
): Promise<Readable> {
  const stream = await ctx.storage.read(`media/${key}`, range);
  if (!stream) throw new NotFound();
  return stream;
}

/** A stored asset's type and bytes, for what draws it (the certificate's logo); null when it is gone. */
export async function readMediaAsset(
  ctx: AppContext,
  key: string,
): Promise<{ contentType: string; body: Buffer } | null> {
  const asset = await findMediaAsset(ctx.db, key);
  const stream = asset && (await ctx.storage.read(`media/${key}`));
  if (!asset || !stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { contentType: asset.contentType, body: Buffer.concat(chunks) };
}
