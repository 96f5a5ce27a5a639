import { type Page, type Request, expect, test } from '@playwright/test';
import { DESKTOP, screenshotAtWidths, signUpAndVerify, subscribeFree, watchErrors } from './support';

const SLUG = 'digital-literacy-essentials';
const QUIZ = 'Check-in: computer basics';
const OFFLINE =
  'You are offline — your answers are kept on this device and will be sent when you are back online.';
const OFFLINE_FR =
  'Vous êtes hors ligne — vos réponses sont conservées sur cet appareil et seront envoyées dès votre retour en ligne.';

type Attempt = { id: number; status: string; answers: { mcq_answer: string; subjective_answer: string }[] };

/**
 * A new student at the free program's first quiz, every item before it read, on the quiz screen with
 * the attempt just started.
 */
async function atQuiz(page: Page, request: Page['request'], label: string) {
  const email = await signUpAndVerify(page, request, label);
  const { id: subscription, items } = await subscribeFree(page, email, SLUG);
  const quiz = items.find((item) => item.name === QUIZ)!;
  for (const item of items.slice(0, items.indexOf(quiz))) {
    const viewed = await page.request.get(`/api/v1/contents/${item.id}/view/?subscription=${subscription}`);
    expect(viewed.ok(), item.name).toBe(true);
  }
  await page.goto(`/program-journey/room/${SLUG}/${subscription}/${quiz.id}`);
  const started = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/quizzes/') && r.request().method() === 'POST',
  );
  await page.getByRole('link', { name: 'Start quiz' }).click();
  const attempt = (await (await started).json()) as Attempt;
  await expect(page).toHaveURL(/\/quiz\/program\//);
  await expect(page.getByRole('tab', { name: 'All' })).toBeVisible();
  return { subscription, quiz, attempt: attempt.id };
}

const saved = (page: Page) =>
  page.waitForResponse((r) => /\/api\/v1\/quizzes\/\d+\/$/.test(r.url()) && r.request().method() === 'PATCH');

const questionHeading = (page: Page, text: RegExp) => page.getByRole('heading', { level: 2, name: text });

test('a quiz answered offline keeps its answers and its place, and sends them once back online', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await page.setViewportSize(DESKTOP);
  const { attempt } = await atQuiz(page, request, 'offline-quiz');

  // the first answer reaches the server
  const first = saved(page);
  await page.getByRole('radio', { name: 'Application-2027.pdf' }).check();
  expect((await first).ok()).toBe(true);
  await expect(page.getByText(/Answers saved/)).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // offline: the second is kept on the device, the screen stays
  await context.setOffline(true);
  await page.getByRole('radio', { name: 'The Downloads folder' }).check();
  const banner = page.getByRole('status').filter({ hasText: OFFLINE });
  await expect(banner).toBeVisible();
  await expect(page.getByText(/Answers kept on this device/)).toBeVisible();
  // a third question left with Next is skipped; the fourth is open
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Question 3, skipped' })).toBeVisible();
  await expect(questionHeading(page, /undoes your last action/)).toBeVisible();
  // well past the moment a failed save used to open the dashboard
  await page.waitForTimeout(2000);
  await expect(page).toHaveURL(/\/quiz\/program\//);
  await expect(banner).toBeVisible();

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await screenshotAtWidths(page, `quiz-offline-${scheme}`, () => expect(banner).toBeVisible(), {
      fullPage: false,
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(DESKTOP);

  // back online: what waited goes at once
  const resent = saved(page);
  await context.setOffline(false);
  expect((await resent).ok()).toBe(true);
  await expect(banner).toBeHidden();
  await expect(page.getByText(/Answers saved/)).toBeVisible();

  const onServer = (await (await page.request.get(`/api/v1/quizzes/${attempt}/`)).json()) as Attempt;
  expect(onServer.status).toBe('in_progress');
  expect(onServer.answers.slice(0, 2).map((a) => a.mcq_answer)).toEqual(['1', '1']);

  // a reload opens the same question with the same marks
  await page.reload();
  await expect(questionHeading(page, /undoes your last action/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Question 1, answered' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Question 2, answered' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Question 3, skipped' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'The Downloads folder' })).toHaveCount(0);

  // the same in French, chosen from the dashboard's header; the quiz opens again where it was
  const quizPage = page.url();
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await page.goto(quizPage);
  // the program is in French too: the question is said in it
  await expect(questionHeading(page, /annule votre dernière action/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Question 3, passée' })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('radio', { name: 'Ctrl + Z' }).check();
  const bannerFr = page.getByRole('status').filter({ hasText: OFFLINE_FR });
  await expect(bannerFr).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await screenshotAtWidths(page, `quiz-offline-fr-${scheme}`, () => expect(bannerFr).toBeVisible(), {
      fullPage: false,
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  const french = saved(page);
  await context.setOffline(false);
  expect((await french).ok()).toBe(true);
  await expect(bannerFr).toBeHidden();
  const after = (await (await page.request.get(`/api/v1/quizzes/${attempt}/`)).json()) as Attempt;
  expect(after.answers.map((a) => a.mcq_answer)).toEqual(['1', '1', '', '1', '']);
  // the browser logs the requests it could not send while offline
  expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(error))).toEqual([]);
});

test('a double click on Submit submits the quiz once', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await page.setViewportSize(DESKTOP);
  const { subscription, quiz, attempt } = await atQuiz(page, request, 'double-submit');
  const submits: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PATCH' && r.postData()?.includes('"status":"submitted"')) submits.push(r);
  });

  await page.getByRole('radio', { name: 'Application-2027.pdf' }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('radio', { name: 'The Downloads folder' }).check();
  // straight to the last question, then Submit: two questions are left unanswered
  await page.getByRole('button', { name: 'Question 5, not answered yet' }).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'Unanswered questions' });
  await ask.getByRole('button', { name: 'Submit anyway' }).dblclick();

  await expect(page).toHaveURL(new RegExp(`/program-journey/room/${SLUG}/${subscription}/${quiz.id}$`));
  await expect(page.getByText('Your quiz is submitted.')).toBeVisible();
  await page.waitForTimeout(1000);
  expect(submits).toHaveLength(1);
  const list = (await (
    await page.request.get(`/api/v1/quizzes/?content=${quiz.id}&subscription=${subscription}`)
  ).json()) as {
    attempts_used: number;
    open_attempt: number | null;
    results: { id: number; status: string }[];
  };
  expect(list).toMatchObject({
    attempts_used: 1,
    open_attempt: null,
    results: [{ id: attempt, status: 'submitted' }],
  });
  expect(errors).toEqual([]);
});
