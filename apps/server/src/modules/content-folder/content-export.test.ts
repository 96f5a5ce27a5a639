import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEntries,
  cohorts,
  contents,
  courses,
  globalDocuments,
  institutes,
  instructors,
  mediaAssets,
  paymentPlans,
  quizQuestions,
  rewardLevels,
  sections,
} from '../../db/schema';
import { type StaffClient, staffMember } from '../../test/staff';
import { type TestApp, createTestApp } from '../../test/test-app';
import { contentFolderFiles, writeContentFolder } from './content-export.service';
import { contentRoot, unzip } from './content-zip';
import type { FolderFile } from './folder-files';
import { importContent } from './import.service';
import { readContentFolder } from './read-folder';

let demo: TestApp;
let empty: TestApp;
let admin: StaffClient;
const folders: string[] = [];
beforeAll(async () => {
  demo = await createTestApp({ demo: true });
  empty = await createTestApp();
  admin = await staffMember(demo, 'admin');
}, 120_000);
afterAll(async () => {
  await demo?.close();
  await empty?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Every stored row an import writes, without the moment it was written. */
async function contentRows(t: TestApp) {
  const all = async <T extends object>(rows: Promise<T[]>) =>
    (await rows).map((row) => {
      const { updatedAt: _updated, createdAt: _created, ...rest } = row as Record<string, unknown>;
      return rest;
    });
  const db = t.ctx.db;
  return {
    institutes: await all(db.select().from(institutes)),
    instructors: await all(db.select().from(instructors).orderBy(instructors.id)),
    documents: await all(db.select().from(globalDocuments).orderBy(globalDocuments.id)),
    // an import replaces the levels whole
    levels: (await all(db.select().from(rewardLevels).orderBy(rewardLevels.minPoints))).map(
      ({ id: _id, ...level }) => level,
    ),
    courses: await all(db.select().from(courses).orderBy(courses.id)),
    cohorts: await all(db.select().from(cohorts).orderBy(cohorts.id)),
    plans: await all(db.select().from(paymentPlans).orderBy(paymentPlans.id)),
    sections: await all(db.select().from(sections).orderBy(sections.id)),
    contents: await all(db.select().from(contents).orderBy(contents.id)),
    questions: await all(db.select().from(quizQuestions).orderBy(quizQuestions.id)),
    media: await all(db.select().from(mediaAssets).orderBy(mediaAssets.key)),
  };
}

const newFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-export-'));
  folders.push(folder);
  return folder;
};

async function exported(t: TestApp) {
  const folder = newFolder();
  await writeContentFolder(t.ctx.db, t.ctx.storage, folder);
  return folder;
}

/** A folder's files, the media by the key they are stored under. */
const described = (files: FolderFile[]) =>
  files.map((f) => ('text' in f ? { path: f.path, text: f.text } : { path: f.path, media: f.media }));

describe('the content folder exported', () => {
  it('imports back to the same rows, and a fresh portal that imports it exports it again unchanged', async () => {
    const before = await contentRows(demo);
    const folder = await exported(demo);
    await importContent(demo.ctx.db, demo.ctx.storage, folder);
    expect(await contentRows(demo)).toEqual(before);

    await importContent(empty.ctx.db, empty.ctx.storage, folder);
    expect(described(await contentFolderFiles(empty.ctx.db, empty.ctx.storage))).toEqual(
      described(await contentFolderFiles(demo.ctx.db, demo.ctx.storage)),
    );
  });

  it('writes each translation beside its text, and each Markdown translation as a sibling file', async () => {
    const folder = await exported(demo);
    const program = readFileSync(path.join(folder, 'programs/business-communication/program.yaml'), 'utf8');
    expect(program).toMatch(/^name:\n {2}en: Business Communication\n {2}fr-CA: Communication d’affaires\n/);
    expect(program).toContain('src: media/plain-language-rewrite.webm');
    const description = (file: string) =>
      readFileSync(path.join(folder, 'programs/business-communication', file), 'utf8');
    expect(description('description.md')).not.toEqual(description('description.fr-CA.md'));
  });
});

describe('the content folder downloaded from the console', () => {
  const download = (cookie: string) =>
    demo.app.inject({ method: 'GET', url: '/api/v1/staff/content/export/', headers: { cookie } });

  it('is a zip of the folder that the import reads, with who took it in the audit log', async () => {
    const res = await download(admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="content-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const folder = newFolder();
    writeFileSync(path.join(folder, 'content.zip'), res.rawPayload);
    mkdirSync(path.join(folder, 'unzipped'));
    await unzip(path.join(folder, 'content.zip'), path.join(folder, 'unzipped'));
    const root = await contentRoot(path.join(folder, 'unzipped'));
    expect(root).toBe(path.join(folder, 'unzipped', 'content'));
    expect(readContentFolder(root!).programs.map((p) => p.slug)).toContain('business-communication');

    const audit = await demo.ctx.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'content.export'), eq(auditEntries.actorEmail, admin.email)));
    expect(audit).toEqual([expect.objectContaining({ entity: 'content_folder', actorRole: 'admin' })]);
  });

  it('is the admin’s: an instructor, who reaches some programs only, is refused', async () => {
    const instructor = await staffMember(demo, 'instructor');
    expect((await download(instructor.cookie)).statusCode).toBe(403);
  });
});
