import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ORIGIN, cookieOf, signIn, verifiedStudent } from '../test/students';
import { createPersistentTestApp, freshDatabase } from '../test/test-app';
import { runPortal } from './run-portal';

const fixture = path.join(import.meta.dirname, '../modules/content-folder/fixtures/minimal');
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function operatorEnv() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-cli-'));
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-cli-content-'));
  cpSync(fixture, folder, { recursive: true });
  const { database, drop } = await freshDatabase();
  cleanups.push(
    drop,
    () => rmSync(dataDir, { recursive: true, force: true }),
    () => rmSync(folder, { recursive: true }),
  );
  const env = { DATA_DIR: dataDir, ...(database.kind === 'postgres' ? { DATABASE_URL: database.url } : {}) };
  return { env, folder };
}

function capture() {
  const lines = { log: [] as string[], error: [] as string[] };
  return { lines, out: { log: (l: string) => lines.log.push(l), error: (l: string) => lines.error.push(l) } };
}

describe('portal import', () => {
  it('loads a folder given relative to where the operator stands', async () => {
    const { env, folder } = await operatorEnv();
    const { lines, out } = capture();
    const code = await runPortal(['import', path.basename(folder)], out, env, path.dirname(folder));
    expect(lines.error).toEqual([]);
    expect(code).toBe(0);
    expect(lines.log[0]).toBe('Imported Lakeshore Training Institute: 1 programs (first-aid), 2 contents.');
  });

  it('refuses a broken file with its path and line, and imports nothing', async () => {
    const { env, folder } = await operatorEnv();
    const file = path.join(folder, 'programs/first-aid/program.yaml');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('duration_minutes: 12', 'duration_minutes: twelve'),
    );
    const { lines, out } = capture();
    expect(await runPortal(['import', folder], out, env)).toBe(1);
    expect(lines.error[0]).toContain('Nothing was imported');
    expect(lines.error[0]).toContain(
      'programs/first-aid/program.yaml:11: sections.0.contents.0.duration_minutes',
    );

    // the same database answers a later good import with everything in it, nothing before it
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('duration_minutes: twelve', 'duration_minutes: 12'),
    );
    expect(await runPortal(['import', folder], out, env)).toBe(0);
  });

  it('explains a folder without institute.yaml', async () => {
    const { env } = await operatorEnv();
    const { lines, out } = capture();
    expect(await runPortal(['import', tmpdir()], out, env)).toBe(1);
    expect(lines.error[0]).toContain('no institute.yaml');
  });

  it('exports what it imported into a new folder, and refuses to write over a folder with files', async () => {
    const { env, folder } = await operatorEnv();
    const { lines, out } = capture();
    expect(await runPortal(['import', folder], out, env)).toBe(0);
    const target = path.join(mkdtempSync(path.join(tmpdir(), 'portal-cli-export-')), 'content');
    cleanups.push(() => rmSync(path.dirname(target), { recursive: true }));
    expect(await runPortal(['export', target], out, env)).toBe(0);
    expect(lines.log[1]).toMatch(/^Exported the content folder to .*content: \d+ files\.$/);
    expect(readFileSync(path.join(target, 'programs/first-aid/program.yaml'), 'utf8')).toContain(
      'name: Standard First Aid',
    );
    expect(await runPortal(['import', target], out, env)).toBe(0);

    expect(await runPortal(['export', target], out, env)).toBe(1);
    expect(lines.error).toEqual([`${target} is not empty; export into a new folder.`]);
  });

  it('answers an unknown command with usage and a failing exit code', async () => {
    const { lines, out } = capture();
    expect(await runPortal(['frobnicate'], out, {})).not.toBe(0);
    expect(lines.error.join('\n')).toContain("unknown command 'frobnicate'");
  });
});

describe('the school acting on what students submit', () => {
  it('verifies a field and approves a document with portal verify-field and review-document', async () => {
    let t = await createPersistentTestApp({ demo: true });
    try {
      const { cookie } = await verifiedStudent(t, 'operator@example.ca');
      const signable = (
        await t.app.inject({ method: 'GET', url: '/api/v1/student/documents/', headers: { cookie } })
      )
        .json()
        .find(
          (d: { global_document: { document_type: string } }) =>
            d.global_document.document_type === 'docusign',
        );
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/student/documents/${signable.id}/sign/`,
        headers: { cookie, origin: ORIGIN },
        payload: { full_name: 'Test Student', consent: true },
      });
      await t.stop();

      const { lines, out } = capture();
      expect(
        await runPortal(
          ['verify-field', 'operator@example.ca', 'first_name', 'verified'],
          out,
          t.operatorEnv,
        ),
      ).toBe(0);
      expect(lines.log.at(-1)).toBe(
        'first_name of operator@example.ca is verified; the profile is 10% verified.',
      );
      expect(
        await runPortal(
          ['review-document', 'operator@example.ca', 'enrolment-agreement', 'approved'],
          out,
          t.operatorEnv,
        ),
      ).toBe(0);
      expect(
        await runPortal(['verify-field', 'operator@example.ca', 'shoe_size', 'verified'], out, t.operatorEnv),
      ).toBe(1);
      expect(lines.error.at(-1)).toContain('Not a verified field');
      expect(
        await runPortal(['verify-field', 'nobody@example.ca', 'first_name', 'verified'], out, t.operatorEnv),
      ).toBe(1);
      expect(lines.error.at(-1)).toBe('No student with the email nobody@example.ca.');

      t = await t.reopen();
      const session = await signIn(t, 'operator@example.ca');
      const studentCookie = cookieOf(session);
      const profile = (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/student/profile/',
          headers: { cookie: studentCookie },
        })
      ).json();
      expect(profile.profile_completion_percentage).toBe(10);
      const docs = (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/student/documents/',
          headers: { cookie: studentCookie },
        })
      ).json();
      expect(docs.find((d: { id: number }) => d.id === signable.id).status).toBe('approved');
      // an approved document can no longer be changed
      const change = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/student/documents/',
        headers: { cookie: studentCookie, origin: ORIGIN },
        payload: [{ id: signable.id, document: null }],
      });
      expect(change.statusCode).toBe(400);
      expect(change.json()).toEqual({
        [signable.id]: ['Approved documents cannot be changed.'],
        codes: { [signable.id]: [{ code: 'documents.approved' }] },
      });
    } finally {
      await t.close();
    }
  });
});

describe('enrolment commands', () => {
  it('grants access, graduates and lists subscriptions', async () => {
    let t = await createPersistentTestApp({ demo: true });
    try {
      const { cookie } = await verifiedStudent(t, 'cli-student@example.ca');
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/subscriptions/',
        headers: { cookie, origin: ORIGIN },
        payload: { course: 1, student_email: 'cli-student@example.ca' },
      });
      const slug = (await t.app.inject({ method: 'GET', url: '/api/v1/courses/1/' })).json().slug;
      await t.stop();

      const { lines, out } = capture();
      expect(
        await runPortal(
          ['grant-access', 'cli-student@example.ca', slug, '--note', 'Welcome'],
          out,
          t.operatorEnv,
        ),
      ).toBe(0);
      expect(
        await runPortal(
          ['graduate', 'cli-student@example.ca', slug, '--post-access-until', '2030-06-30'],
          out,
          t.operatorEnv,
        ),
      ).toBe(0);
      expect(lines.log.at(-1)).toContain('the room stays open to look at until 2030-06-30');
      expect(await runPortal(['list-subscriptions', '--program', slug], out, t.operatorEnv)).toBe(0);
      const row = lines.log.find((l) => l.includes('\tcli-student@example.ca\t'));
      expect(row?.split('\t').slice(1, 7)).toEqual([
        'cli-student@example.ca',
        slug,
        '-',
        'graduated',
        'unpaid',
        'yes',
      ]);
      expect(lines.log.at(-1)).toBe('1 subscription(s).');
      expect(
        await runPortal(
          ['graduate', 'cli-student@example.ca', slug, '--post-access-until', 'soon'],
          out,
          t.operatorEnv,
        ),
      ).toBe(1);

      t = await t.reopen();
      const session = cookieOf(await signIn(t, 'cli-student@example.ca'));
      const subs = (
        await t.app.inject({ method: 'GET', url: '/api/v1/subscriptions/', headers: { cookie: session } })
      ).json();
      expect(subs.results[0]).toMatchObject({
        status: 'graduated',
        access: 'view_only',
        student_remark: 'Welcome',
      });
    } finally {
      await t.close();
    }
  });
});
