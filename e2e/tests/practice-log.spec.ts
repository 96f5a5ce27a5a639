import { type Page, expect, test } from '@playwright/test';
import { DESKTOP, PHONE, portal, signUpAndVerify, subscribeFree, watchErrors } from './support';

const FREE = 'digital-literacy-essentials';
// where the school's pictures of the practice log are kept for review
const SHOTS = process.env.PRACTICE_SHOTS_DIR ?? 'screenshots/practice';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

/** Completes what comes before the practice log the way the student would, through the API. */
async function reachPracticeLog(
  page: Page,
  subscription: number,
  items: { id: number; content_type: string }[],
) {
  for (const item of items) {
    if (item.content_type === 'quota') return item.id;
    if (item.content_type === 'in_class_quota') continue;
    if (item.content_type === 'quiz') {
      const attempt = await (
        await page.request.post('/api/v1/quizzes/', {
          data: { content: item.id, subscription },
          headers: origin(page),
        })
      ).json();
      const answers = attempt.answers.map(
        ({ question }: { question: { id: number; question_type: string; options: { id: number }[] } }) =>
          question.question_type === 'subjective'
            ? { question: question.id, subjective_answer: 'A copy in the cloud.' }
            : { question: question.id, mcq_answer: String(question.options[0]!.id) },
      );
      await page.request.patch(`/api/v1/quizzes/${attempt.id}/`, {
        data: { status: 'submitted', answers },
        headers: origin(page),
      });
    } else if (item.content_type === 'assignment' || item.content_type === 'homework') {
      await page.request.post(`/api/v1/contents/${item.id}/submissions/`, {
        data: { subscription, text: 'My work, as the instructions ask.' },
        headers: origin(page),
      });
    } else {
      await page.request.get(`/api/v1/contents/${item.id}/view/?subscription=${subscription}`);
    }
  }
  throw new Error('no practice log');
}

/** The id of the newest pending entry of `email`, as the school lists them. */
function pendingEntry(email: string, note: string): string {
  const line = portal('practice', 'list', '--program', FREE)
    .split('\n')
    .find((l) => l.includes(email) && l.endsWith(note));
  expect(line, note).toBeDefined();
  return line!.split('\t')[0]!;
}

test('a student fills the practice log; the room follows the school’s reviews and attendance live', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  const email = await signUpAndVerify(page, request, 'practice');
  const { id, items } = await subscribeFree(page, email, FREE);
  const log = await reachPracticeLog(page, id, items);
  await page.goto(`/program-journey/room/${FREE}/${id}/${log}`);
  await expect(page.getByRole('heading', { name: 'Practice task log', level: 1 })).toBeVisible();
  await expect(page.getByText('0 of 10', { exact: true })).toBeVisible();

  // an entry added through the form, with a screenshot attached
  await page.getByRole('button', { name: 'Add entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an entry' });
  await dialog.getByLabel(/^Duration/).fill('35');
  await dialog
    .getByLabel(/^What you practised/)
    .fill('Renamed my bank statements and moved them into Documents/Money.');
  await dialog
    .getByLabel('File to hand in')
    .setInputFiles({ name: 'folders.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'Add entry' }).click();
  await expect(dialog).toBeHidden();
  const list = page.getByRole('list', { name: 'Your practice log' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('Waiting for review')).toBeVisible();
  await expect(list.getByRole('link', { name: 'folders.png' })).toBeVisible();

  for (const note of [
    'Turned on two-step verification for my email.',
    'Joined a video call and shared my screen.',
  ]) {
    await page.getByRole('button', { name: 'Add entry' }).click();
    await dialog.getByLabel(/^Duration/).fill('20');
    await dialog.getByLabel(/^What you practised/).fill(note);
    await dialog.getByRole('button', { name: 'Add entry' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(list.getByRole('listitem')).toHaveCount(3);

  // the school records entries and reviews: the open room follows without a reload
  portal('record-attendance', email, FREE, 'practice-log', '--count', '7');
  await expect(page.getByText('7 of 10', { exact: true })).toBeVisible();
  portal(
    'practice',
    'approve',
    pendingEntry(email, 'Renamed my bank statements and moved them into Documents/Money.'),
  );
  await expect(page.getByText('8 of 10', { exact: true })).toBeVisible();
  await expect(list.getByText('Approved')).toBeVisible();
  portal(
    'practice',
    'refuse',
    pendingEntry(email, 'Joined a video call and shared my screen.'),
    'Say which app you used and who you called.',
  );
  await expect(list.getByText('Refused')).toBeVisible();
  await expect(
    list.getByText("Your school's remark: Say which app you used and who you called."),
  ).toBeVisible();
  await expect(list.getByRole('button', { name: /^Edit/ })).toHaveCount(1);

  // the toasts of the entries added have gone
  await expect(page.getByText('Your entry was added. It counts once your school approves it.')).toHaveCount(
    0,
    {
      timeout: 15_000,
    },
  );
  for (const language of ['en', 'fr'] as const) {
    if (language === 'fr') {
      await page.goto('/');
      await page.getByRole('button', { name: /^Language/ }).click();
      await page.getByRole('menuitem', { name: 'Français' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      await page.goto(`/program-journey/room/${FREE}/${id}/${log}`);
      await expect(page.getByText('8 sur 10', { exact: true })).toBeVisible();
      await expect(page.getByText('Refusée', { exact: true })).toBeVisible();
    }
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const [label, size] of [
        ['390', PHONE],
        ['1280', DESKTOP],
      ] as const) {
        await page.setViewportSize(size);
        await page.evaluate(() => document.fonts.ready);
        // as the student scrolls to them: the count and the log on a desktop, the log on a phone
        const [count, logTitle] =
          language === 'en'
            ? ['Entries approved', 'Your practice log']
            : ['Entrées approuvées', 'Votre journal de pratique'];
        await page
          .getByRole('region', { name: size === PHONE ? logTitle : count })
          .evaluate(
            (section, block: ScrollLogicalPosition) => section.scrollIntoView({ block }),
            size === PHONE ? 'start' : 'center',
          );
        await page.screenshot({ path: `${SHOTS}/${language}-${scheme}-${label}.png` });
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('button', { name: language === 'en' ? 'Add entry' : 'Ajouter une entrée' }).click();
    await page.getByRole('dialog').getByRole('button').last().focus();
    for (const [label, size] of [
      ['390', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      await page.setViewportSize(size);
      await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
      await page.screenshot({ path: `${SHOTS}/${language}-dialog-${label}.png` });
    }
    await page.keyboard.press('Escape');
  }
  expect(errors).toEqual([]);
});
