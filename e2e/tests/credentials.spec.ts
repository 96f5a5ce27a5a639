import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page, expect, test } from '@playwright/test';
import {
  joinStaff,
  menu,
  portal,
  retakeQuizRight,
  screenshotAtWidths,
  searchList,
  signUpAndVerify,
  uniqueEmail,
  watchErrors,
  watchToTheEnd,
} from './support';

const here = path.dirname(fileURLToPath(import.meta.url));
const SLUG = 'digital-literacy-essentials';

type Item = { id: number; name: string; content_type: string; can_skip: boolean };

async function subscribe(page: Page, email: string) {
  const course = (await (await page.request.get(`/api/v1/courses/slug/${SLUG}/`)).json()) as { id: number };
  const response = await page.request.post('/api/v1/subscriptions/', {
    data: { course: course.id, student_email: email },
    headers: { origin: new URL(page.url()).origin },
  });
  const { id } = (await response.json()) as { id: number };
  const sections = (await (
    await page.request.get(`/api/v1/sections/?course=${course.id}&subscription=${id}`)
  ).json()) as {
    results: { index: number; contents: (Item & { index: number })[] }[];
  };
  const items = sections.results
    .sort((a, b) => a.index - b.index)
    .flatMap((s) => s.contents.sort((a, b) => a.index - b.index));
  return { courseId: course.id, subscriptionId: id, items };
}

/** The bottom bar's Next, once the item allows it. */
const next = (page: Page) => page.getByRole('link', { name: 'Next', exact: true }).last();

/** Answers every question on screen: the first option, or a sentence. */
async function answerAll(page: Page, count: number) {
  for (let i = 0; i < count; i++) {
    await page.getByRole('button', { name: new RegExp(`^Question ${i + 1},`) }).click();
    const written = page.getByLabel('Your answer');
    if (await written.isVisible())
      await written.fill('Use a long passphrase and turn on two-step verification.');
    else
      await page
        .locator('main')
        .getByRole('radio')
        .or(page.locator('main').getByRole('checkbox'))
        .first()
        .check();
  }
}

test('a student completes a program: quizzes (one timed out), work graded in the console, the GPA, the certificate and the transcript', async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  const email = await signUpAndVerify(page, request, 'graduate');
  const { subscriptionId, items } = await subscribe(page, email);
  const room = (item: Item) => `/program-journey/room/${SLUG}/${subscriptionId}/${item.id}`;

  for (const item of items) {
    // the school records attendance: the item opens already complete
    if (item.content_type.endsWith('quota') && !item.can_skip)
      portal('record-attendance', email, SLUG, String(item.id), '--count', '10');
    await page.goto(room(item));
    await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
    switch (item.content_type) {
      case 'video':
        await watchToTheEnd(page);
        break;
      case 'quiz': {
        await page.getByRole('link', { name: 'Start quiz' }).click();
        await expect(page).toHaveURL(/\/quiz\/program\//);
        await expect(page.getByRole('tab', { name: 'All' })).toBeVisible();
        const count = await page.getByRole('button', { name: /^Question \d+,/ }).count();
        const timed = item === items.at(-1);
        if (timed) {
          // the last quiz runs out of time: the browser's clock jumps past the limit
          await page.clock.install();
          await page.reload();
          await page.getByRole('radio').first().check();
          await page.clock.fastForward('16:00');
          await expect(page.getByText("Oho!! Time's-Up ... your quiz is submitted.")).toBeVisible();
          await page.clock.runFor(2000);
        } else {
          // skip the first question, answer the rest, come back to it from the Unanswered tab
          await page.getByRole('button', { name: 'Next' }).click();
          await expect(page.getByRole('button', { name: 'Question 1, skipped' })).toBeVisible();
          await answerAll(page, count);
          await page.getByRole('tab', { name: /Unanswered/ }).click();
          await screenshotAtWidths(page, 'quiz');
          await page.getByRole('button', { name: 'Submit' }).click();
          await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
        }
        await expect(page).toHaveURL(new RegExp(`/${subscriptionId}/${item.id}$`));
        break;
      }
      case 'assignment':
      case 'homework':
        await page.getByLabel('Your answer').fill('My work, as the instructions ask.');
        await page.getByRole('button', { name: 'Submit', exact: true }).click();
        await expect(page.getByText('Submitted, awaiting a grade')).toBeVisible();
        break;
    }
    if (item !== items.at(-1)) await expect(next(page)).toBeVisible({ timeout: 15_000 });
  }

  // the program's instructor grades the handed-in work in the console; the GPA page follows
  const work = items.filter((i) => i.content_type === 'assignment' || i.content_type === 'homework');
  const gpaPage = `/program-journey/gpa-score/${SLUG}/${subscriptionId}`;
  await page.goto(gpaPage);
  const firstWork = page.getByRole('row', { name: new RegExp(work[0]!.name) });
  await expect(firstWork).toContainText('Awaiting marks');
  const instructorEmail = uniqueEmail('instructor');
  portal('staff', 'invite', instructorEmail, 'instructor', '--programs', SLUG);
  const { page: instructor } = await joinStaff(browser, instructorEmail, request);
  await expect(instructor.getByRole('list', { name: 'Waiting for you' })).toContainText('Work to grade');
  for (const item of work) {
    await menu(instructor, 'Grading').click();
    await searchList(instructor, email);
    const row = instructor.getByRole('row', { name: new RegExp(item.name) });
    await expect(row).toHaveCount(1);
    await row.click();
    await instructor.getByLabel(/^Marks out of/).fill('8');
    await instructor.getByLabel('Remarks for the student').fill('Clear and complete.');
    await instructor.getByRole('button', { name: 'Save the marks' }).click();
    await expect(instructor.getByText('Marks saved. The student is told.')).toBeVisible();
  }
  await screenshotAtWidths(instructor, 'console-grading');
  await page.reload();
  await expect(firstWork).toContainText('8');
  await expect(firstWork).not.toContainText('Awaiting marks');

  // the last item leads to the completion page: completed, but work graded 8 is below its pass mark
  await page.goto(room(items.at(-1)!));
  await page.getByRole('link', { name: /Complete the program/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /You completed Digital Literacy Essentials/ }),
  ).toBeVisible();
  await expect(page.getByText('Not passed yet')).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Send a professional email with an attachment' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'View certificate' })).toHaveCount(0);
  await screenshotAtWidths(page, 'completion-not-passed');

  // the school corrects the grades, and the student retakes each quiz with the answers it showed
  for (const item of items.filter((i) => !i.can_skip)) {
    if (item.content_type === 'assignment' || item.content_type === 'homework') {
      const content = (await (
        await page.request.get(`/api/v1/contents/${item.id}/?subscription=${subscriptionId}`)
      ).json()) as { assignment: { max_marks: number } };
      portal('grade', email, SLUG, String(item.id), String(content.assignment.max_marks));
    }
    if (item.content_type === 'quiz')
      for (const written of await retakeQuizRight(page, item.id, subscriptionId))
        portal('grade-quiz', email, SLUG, String(item.id), String(written.number), String(written.marks));
  }

  // passed: the completion page offers the certificate and the transcript
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: /You passed Digital Literacy Essentials/ }),
  ).toBeVisible();
  await expect(page.getByText('Your certificate is ready.')).toBeVisible();
  await page.getByRole('link', { name: 'View certificate' }).click();
  await expect(page.getByText('Digital Literacy Essentials').first()).toBeVisible();
  await screenshotAtWidths(page, 'certificate');
  const [certificate] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Download PDF/ }).click(),
  ]);
  const certificatePdf = testInfo.outputPath('certificate.pdf');
  await certificate.saveAs(certificatePdf);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '60',
    certificatePdf,
    path.join(here, '../screenshots/certificate-pdf'),
  ]);

  await page.goto(`/program-journey/gpa-score/${SLUG}/${subscriptionId}`);
  await expect(page.getByRole('table')).toBeVisible();
  await screenshotAtWidths(page, 'gpa');

  await page.goto(`/transcript/${subscriptionId}`);
  const [transcript] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Download transcript/ }).click(),
  ]);
  expect(transcript.suggestedFilename()).toBe(`transcript_${subscriptionId}.pdf`);
  const transcriptPdf = testInfo.outputPath('transcript.pdf');
  await transcript.saveAs(transcriptPdf);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', transcriptPdf, '-'], { encoding: 'utf8' });
  expect(text).toContain('Digital Literacy Essentials');
  writeFileSync(testInfo.outputPath('transcript.txt'), text);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '60',
    transcriptPdf,
    path.join(here, '../screenshots/transcript-pdf'),
  ]);

  // the school revokes it: the student is told why, and the completion page follows
  const { certificate: issued } = (await (
    await page.request.get(`/api/v1/subscriptions/${subscriptionId}/certificate/`)
  ).json()) as { certificate: { verification_code: string } };
  portal('revoke-certificate', issued.verification_code, 'Issued in error.');
  await page.goto(`/program-journey/program-completion/${SLUG}/${subscriptionId}`);
  await expect(page.getByText('Your certificate was revoked')).toBeVisible();
  await expect(page.getByText('Your certificate is ready.')).toHaveCount(0);
  const notices = (await (await page.request.get('/api/v1/notifications/')).json()) as {
    results: { notification: { heading: string; message: string } }[];
  };
  expect(notices.results.filter((n) => n.notification.heading === 'Certificate revoked')).toEqual([
    expect.objectContaining({
      notification: expect.objectContaining({
        message: 'Your certificate for Digital Literacy Essentials has been revoked: Issued in error.',
      }),
    }),
  ]);

  expect(errors).toEqual([]);
});
