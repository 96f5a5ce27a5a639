import { JOURNEY_MESSAGES, RULE_MESSAGES } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Enrolled,
  completeBefore,
  contentOf,
  enrolledStudent,
  itemByName,
  itemsOf,
  submit,
  uploadFor,
} from '../../test/journey';
import { ORIGIN, latestMail } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';
import { SAMPLE, upload } from '../../test/uploads';
import { gradeWork } from './school-records.service';
import { OPERATOR } from '../staff/audit-log';

const FREE = 'digital-literacy-essentials';
const FINANCE = 'personal-finance-for-newcomers';
const clock = { now: new Date('2026-11-22T15:00:00Z') };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demo: true, now: () => clock.now });
});
afterAll(() => t.close());

const pdfOf = (bytes: number) => Buffer.concat([SAMPLE.pdf, Buffer.alloc(bytes - SAMPLE.pdf.length, 32)]);

/** The same student in a second program. */
async function alsoEnrolled(s: Enrolled, slug: string): Promise<Enrolled> {
  const course = (await t.app.inject({ method: 'GET', url: `/api/v1/courses/slug/${slug}/` })).json();
  const joined = await t.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions/',
    headers: { cookie: s.cookie, origin: ORIGIN },
    payload: { course: course.id, student_email: s.email },
  });
  return { ...s, course: { id: course.id, slug }, subscription: joined.json().id };
}

describe('handing in an assignment', () => {
  it('refuses work for a locked item, with the reason', async () => {
    const s = await enrolledStudent(t, 'early@example.ca', FREE);
    const task = await itemByName(t, s, 'Send a professional email with an attachment');
    const reason = {
      detail: 'Complete “Your computer, files and folders” to unlock this.',
      code: 'journey.lockedBy',
      params: { name: 'Your computer, files and folders' },
    };
    const uploaded = await uploadFor(t, s, task.id, { name: 'work.pdf', bytes: SAMPLE.pdf });
    expect(uploaded.statusCode).toBe(403);
    expect(uploaded.json()).toEqual(reason);
    expect((await submit(t, s, task.id, { text: 'Too soon' })).json()).toEqual(reason);
  });

  it('checks files by type and size, takes text or a file, and resubmits until graded', async () => {
    const s = await enrolledStudent(t, 'submitter@example.ca', FREE);
    const task = await itemByName(t, s, 'Send a professional email with an attachment');
    await completeBefore(t, s, task.id);
    expect(await contentOf(t, s, task.id)).toMatchObject({
      content_type: 'assignment',
      is_completed: false,
      can_proceed_to_next_content: { can_proceed: false, reason: 'Submit this assignment to continue.' },
      submission: null,
      assignment: {
        max_marks: 20,
        submission: 'file_or_text',
        file_extensions: ['pdf', 'doc', 'docx', 'txt'],
        max_file_size_mb: 5,
        can_submit: true,
      },
    });

    const refused = async (file: { name: string; bytes: Buffer }, message: string) => {
      const res = await uploadFor(t, s, task.id, file);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ file: [message] });
    };
    await refused({ name: 'work.pdf', bytes: SAMPLE.html }, RULE_MESSAGES.fileTypeNotAllowed);
    await refused({ name: 'photo.png', bytes: SAMPLE.png }, RULE_MESSAGES.fileTypeNotAllowed);
    await refused({ name: 'big.pdf', bytes: pdfOf(5 * 1024 * 1024 + 1) }, RULE_MESSAGES.fileTooLarge);
    expect(
      (await upload(t, s.cookie, { name: 'w.pdf', bytes: SAMPLE.pdf }, '?purpose=submission')).json(),
    ).toEqual({ content: ['Name the assignment the file is for.'] });

    expect((await submit(t, s, task.id, {})).json()).toEqual({
      non_field_errors: [JOURNEY_MESSAGES.answerRequired],
      codes: { non_field_errors: [{ code: 'journey.answerRequired' }] },
    });
    const lesson = (await itemsOf(t, s))[0]!;
    expect((await submit(t, s, lesson.id, { text: 'Notes' })).json()).toEqual({
      non_field_errors: [JOURNEY_MESSAGES.notSubmittable],
      codes: { non_field_errors: [{ code: 'journey.notSubmittable' }] },
    });
    const photo = await upload(t, s.cookie, { name: 'me.png', bytes: SAMPLE.png }, '?purpose=profile_photo');
    expect((await submit(t, s, task.id, { file: photo.json().id })).json()).toEqual({
      file: [JOURNEY_MESSAGES.wrongFile],
      codes: { file: [{ code: 'journey.wrongFile' }] },
    });

    const first = await submit(t, s, task.id, { text: 'Subject: Request for Friday off' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      is_completed: true,
      can_proceed_to_next_content: { can_proceed: true, reason: null },
      submission: {
        status: 'submitted',
        text: 'Subject: Request for Friday off',
        file: null,
        marks: null,
        max_marks: 20,
        remarks: '',
        submitted_at: clock.now.toISOString(),
        graded_at: null,
      },
    });

    clock.now = new Date('2026-11-23T15:00:00Z');
    const pdf = await uploadFor(t, s, task.id, { name: 'email.pdf', bytes: SAMPLE.pdf });
    expect(pdf.statusCode).toBe(201);
    const second = await submit(t, s, task.id, { file: pdf.json().id });
    expect(second.json().submission).toMatchObject({
      id: first.json().submission.id,
      text: '',
      file: { id: pdf.json().id, name: 'email.pdf', url: `/api/v1/files/${pdf.json().id}/` },
      submitted_at: clock.now.toISOString(),
    });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/subscriptions/${s.subscription}/`,
          headers: { cookie: s.cookie },
        })
      ).json().current_content,
    ).toBe(task.id);

    const graded = await gradeWork(t.ctx, OPERATOR, s.profileId, FREE, 'professional-email', {
      marks: 18.5,
      remarks: 'Clear subject line.',
    });
    expect(graded).toMatchObject({ marks: 18.5, maxMarks: 20, regraded: false });
    expect(await contentOf(t, s, task.id)).toMatchObject({
      marks: 18.5,
      submission: {
        status: 'graded',
        marks: 18.5,
        remarks: 'Clear subject line.',
        graded_at: clock.now.toISOString(),
      },
      assignment: { can_submit: false },
    });
    expect((await itemsOf(t, s)).find((c) => c.id === task.id)!.marks).toBe(18.5);
    const mail = await latestMail(t, s.email);
    expect(mail?.subject).toBe('Graded: Send a professional email with an attachment');
    expect(mail?.text).toContain('18.5/20');
    expect(mail?.text).toContain('Remarks: Clear subject line.');
    expect(mail?.links).toContain(
      `http://portal.test/program-journey/room/${FREE}/${s.subscription}/${task.id}`,
    );

    const late = await submit(t, s, task.id, { text: 'One more change' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ detail: JOURNEY_MESSAGES.graded });
    expect((await contentOf(t, s, task.id)).submission).toMatchObject({
      text: '',
      file: { name: 'email.pdf' },
    });
  });

  it('holds a file-only item to files, and each item to its own types and size', async () => {
    const s = await enrolledStudent(t, 'files@example.ca', FINANCE);
    const budget = await itemByName(t, s, 'Build your three-month budget');
    await completeBefore(t, s, budget.id);
    expect((await contentOf(t, s, budget.id)).assignment).toMatchObject({
      submission: 'file',
      file_extensions: ['pdf', 'doc', 'docx', 'xls', 'csv', 'xlsx'],
      max_file_size_mb: 10,
    });
    expect((await submit(t, s, budget.id, { text: 'My budget' })).json()).toEqual({
      text: [JOURNEY_MESSAGES.textNotAccepted],
      codes: { text: [{ code: 'journey.textNotAccepted' }] },
    });
    expect((await submit(t, s, budget.id, {})).json()).toEqual({
      file: [JOURNEY_MESSAGES.fileRequired],
      codes: { file: [{ code: 'journey.fileRequired' }] },
    });
    const sheet = await uploadFor(t, s, budget.id, { name: 'budget.csv', bytes: SAMPLE.csv });
    expect(sheet.statusCode).toBe(201);
    const big = await uploadFor(t, s, budget.id, { name: 'budget.pdf', bytes: pdfOf(6 * 1024 * 1024) });
    expect(big.statusCode).toBe(201);
    expect((await submit(t, s, budget.id, { file: sheet.json().id })).json().submission.file.name).toBe(
      'budget.csv',
    );

    // the same files offered to an item that takes 5 MB of pdf, doc, docx or txt
    const free = await alsoEnrolled(s, FREE);
    const email = await itemByName(t, free, 'Send a professional email with an attachment');
    await completeBefore(t, free, email.id);
    expect((await submit(t, free, email.id, { file: sheet.json().id })).json()).toEqual({
      file: [RULE_MESSAGES.fileTypeNotAllowed],
      codes: { file: [{ code: 'rules.fileTypeNotAllowed' }] },
    });
    expect((await submit(t, free, email.id, { file: big.json().id })).json()).toEqual({
      file: [RULE_MESSAGES.fileTooLarge],
      codes: { file: [{ code: 'rules.fileTooLarge' }] },
    });

    // and nobody hands in another student's file
    const other = await enrolledStudent(t, 'borrower@example.ca', FREE);
    const theirs = await itemByName(t, other, 'Send a professional email with an attachment');
    await completeBefore(t, other, theirs.id);
    expect((await submit(t, other, theirs.id, { file: sheet.json().id })).json()).toEqual({
      file: [JOURNEY_MESSAGES.wrongFile],
      codes: { file: [{ code: 'journey.wrongFile' }] },
    });
  });
});
