import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  type FileRule,
  LANGUAGES,
  STAFF_VIDEO_MAX_MB,
  type TLanguage,
  type TStaffContent,
  fileExtension,
  staffCoded,
} from '@portal/contract';
import type { AppContext } from '../../context';
import type { ContentSettings } from '../../db/schema';
import { Invalid, NotFound } from '../../lib/errors';
import { forgetCatalogue } from '../catalogue/catalogue-cache';
import { type Upload, readCheckedUpload, refusedUpload } from '../files/checked-upload';
import { RefusedUpload, checkUpload } from '../files/file-check';
import { checkWebVtt } from '../content-folder/webvtt';
import { mediaUrl, storeMediaAsset, storeMediaFile } from '../media/media.service';
import { videoDurationOf } from '../media/video-duration';
import { actorOf, recordAudit } from '../staff/audit-log';
import type { StaffSession } from '../staff/staff-session';
import { checkReach } from './content-reach';
import { findContentInPlace, lockContent, updateContent } from './staff-contents.repository';
import { getStaffContent } from './staff-contents.service';

/** What the console's video and caption uploads may be. */
export const VIDEO_RULE: FileRule = { extensions: ['webm', 'mp4'], maxBytes: STAFF_VIDEO_MAX_MB * 1024 ** 2 };
export const CAPTIONS_RULE: FileRule = { extensions: ['vtt'], maxBytes: 1024 ** 2 };

/** The video item, found where the member reaches; another kind of item has no video. */
async function reachableVideo(ctx: AppContext, staff: StaffSession, id: number) {
  const placed = await findContentInPlace(ctx.db, id);
  if (!placed) throw new NotFound(staffCoded('staff.content.itemNotFound'));
  checkReach(staff, placed.content.courseId, staffCoded('staff.content.itemNotFound'));
  if (placed.content.contentType !== 'video') throw new NotFound(staffCoded('staff.content.notVideo'));
  return placed.content;
}

/** The upload, checked by its name, kind and size as it arrives, into `file`. */
async function receive(upload: Upload, rule: FileRule, file: string) {
  const checked = await checkUpload(upload.filename, upload.file, rule);
  if (!checked.ok) throw refusedUpload(checked.refusal);
  try {
    await pipeline(checked.body, createWriteStream(file));
  } catch (error) {
    if (error instanceof RefusedUpload) throw refusedUpload(error.refusal);
    throw error;
  }
}

/** Writes the item's video settings under its lock, with the audit row, then forgets the catalogue's copy. */
async function changeVideo(
  ctx: AppContext,
  staff: StaffSession,
  id: number,
  action: string,
  change: (video: NonNullable<ContentSettings['video']>) => NonNullable<ContentSettings['video']>,
): Promise<TStaffContent> {
  await ctx.db.transaction(async (tx) => {
    const content = await lockContent(tx, id);
    if (!content) throw new NotFound(staffCoded('staff.content.itemNotFound'));
    const before = content.settings.video ?? { src: '', captions: [] };
    const after = change(before);
    await updateContent(tx, id, { settings: { ...content.settings, video: after } });
    const described = (video: typeof before) => ({
      src: video.src,
      captions: (video.captions ?? []).map((c) => `${c.lang} ${c.src}`).join(', '),
    });
    await recordAudit(tx, actorOf(staff), {
      action,
      entity: 'content',
      entityId: id,
      before: described(before),
      after: described(after),
    });
  });
  forgetCatalogue(ctx.db);
  return getStaffContent(ctx, staff, id);
}

/** Replaces a video item's file: streamed to a temporary file, then stored under its content's name. */
export async function uploadStaffVideo(
  ctx: AppContext,
  staff: StaffSession,
  id: number,
  upload: Upload,
): Promise<TStaffContent> {
  const content = await reachableVideo(ctx, staff, id);
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-video-'));
  try {
    // named by its type, which its header's reader goes by
    const file = path.join(dir, `upload.${fileExtension(upload.filename)}`);
    await receive(upload, VIDEO_RULE, file);
    const seconds = videoDurationOf(file);
    const key = await storeMediaFile(ctx.db, ctx.storage, upload.filename, file, content.courseId);
    return await changeVideo(ctx, staff, id, 'content.video', ({ seconds: _, ...video }) => ({
      ...video,
      src: mediaUrl(key)!,
      ...(seconds === null ? {} : { seconds }),
    }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Adds or replaces a video item's captions in one language, refused with their problems by line. */
export async function uploadStaffCaptions(
  ctx: AppContext,
  staff: StaffSession,
  id: number,
  lang: TLanguage,
  upload: Upload,
): Promise<TStaffContent> {
  const content = await reachableVideo(ctx, staff, id);
  const body = await readCheckedUpload(upload, CAPTIONS_RULE);
  // a video by address has no length the server knows: its cues may end anywhere
  const problems = checkWebVtt(body.toString('utf8'), content.settings.video?.seconds ?? null);
  if (problems.length > 0)
    throw new Invalid({
      file: problems.map(({ line, code, params, message }) => ({
        code,
        params: { line, ...params },
        text: `line ${line}: ${message}`,
      })),
    });
  const key = await storeMediaAsset(ctx.db, ctx.storage, upload.filename, body, content.courseId);
  return changeVideo(ctx, staff, id, 'content.captions', (video) => ({
    ...video,
    captions: [...(video.captions ?? []).filter((c) => c.lang !== lang), { lang, src: mediaUrl(key)! }].sort(
      (a, b) => LANGUAGES.indexOf(a.lang) - LANGUAGES.indexOf(b.lang),
    ),
  }));
}

export async function removeStaffCaptions(
  ctx: AppContext,
  staff: StaffSession,
  id: number,
  lang: TLanguage,
): Promise<TStaffContent> {
  await reachableVideo(ctx, staff, id);
  return changeVideo(ctx, staff, id, 'content.captions', (video) => ({
    ...video,
    captions: (video.captions ?? []).filter((c) => c.lang !== lang),
  }));
}
