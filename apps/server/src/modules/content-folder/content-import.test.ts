import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, courses } from '../../db/schema';
import { importZip, zipFolder } from '../../test/content-zip';
import { type StaffClient, staffMember } from '../../test/staff';
import { type TestApp, createTestApp } from '../../test/test-app';
import { editIn } from './import-test-folder';

const fixture = path.join(import.meta.dirname, 'fixtures/minimal');
let t: TestApp;
let admin: StaffClient;
let folder: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffMember(t, 'admin');
}, 120_000);
afterAll(() => t?.close());
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A copy of the small fixture, to change before zipping. */
function copy() {
  folder = mkdtempSync(path.join(tmpdir(), 'portal-upload-'));
  cpSync(fixture, folder, { recursive: true });
  return folder;
}
const firstAid = () => t.ctx.db.select().from(courses).where(eq(courses.slug, 'first-aid'));

describe('the content folder uploaded from the console', () => {
  it('is checked without being loaded, then loaded whole, with who loaded it', async () => {
    const zip = await zipFolder(copy());
    const checked = await importZip(t, admin.cookie, zip, { check: true });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toEqual({
      applied: false,
      institute: 'Lakeshore Training Institute',
      programs: ['first-aid'],
      contents: expect.any(Number),
    });
    expect(await firstAid()).toEqual([]);

    // zipped as a folder, the way a computer compresses one
    const loaded = await importZip(t, admin.cookie, await zipFolder(folder, 'lakeshore-content'));
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(loaded.json()).toEqual({ ...checked.json(), applied: true });
    expect(await firstAid()).toHaveLength(1);
    const site = await t.app.inject({ method: 'GET', url: '/api/v1/site-config/' });
    expect(site.json().tagline).toBe('Skills for the next step');
    const audit = await t.ctx.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'content.import'), eq(auditEntries.actorEmail, admin.email)));
    expect(audit).toEqual([
      expect.objectContaining({
        entity: 'content_folder',
        after: { programs: 'first-aid', contents: checked.json().contents },
      }),
    ]);
  });

  it('answers a folder’s problems by file and line, and loads nothing of it', async () => {
    editIn(copy(), 'programs/first-aid/program.yaml', 'name: Standard First Aid', 'name: ""');
    editIn(folder, 'institute.yaml', 'email: office@lakeshore.example.ca', 'email: not-an-address');
    const before = await firstAid();
    const res = await importZip(t, admin.cookie, await zipFolder(folder));
    expect(res.statusCode).toBe(400);
    expect(res.json()['institute.yaml']).toEqual([expect.stringMatching(/^line 3: email/)]);
    expect(res.json()['programs/first-aid/program.yaml']).toEqual([expect.stringMatching(/^line 1: name/)]);
    expect(await firstAid()).toEqual(before);
  });

  it('refuses what is not a content folder’s zip, and never writes outside its own folder', async () => {
    const refused = async (zip: Buffer) => {
      const res = await importZip(t, admin.cookie, zip, { check: true });
      expect(res.statusCode).toBe(400);
      return res.json();
    };
    expect((await refused(Buffer.from('%PDF-1.4 not a zip'))).file).toEqual(['The file is not a zip file.']);

    copy();
    const noInstitute = await zipFolder(path.join(folder, 'programs'));
    expect((await refused(noInstitute))['institute.yaml']).toEqual([
      'The zip holds no institute.yaml, at its top or in its one folder.',
    ]);

    // a name climbing out of the folder, as a crafted zip carries it
    const escaping = await zipFolder(folder, '', { 'zz/escaped.txt': Buffer.from('outside') });
    const crafted = Buffer.from(
      escaping.toString('latin1').replaceAll('zz/escaped.txt', '../escaped.txt'),
      'latin1',
    );
    expect((await refused(crafted)).file).toEqual([expect.stringMatching(/^The zip file cannot be read: /)]);
  });
});
