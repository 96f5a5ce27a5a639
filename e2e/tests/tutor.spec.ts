import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { DESKTOP, portal, screenshotAtWidths, signUpAndVerify, watchErrors } from './support';

const SLUG = 'personal-finance-for-newcomers';
const CREDIT_LESSON = 'How credit works in Canada';

async function subscriptionOf(page: Page, slug: string): Promise<number> {
  const response = await page.request.get('/api/v1/subscriptions/');
  expect(response.ok()).toBe(true);
  const { results } = (await response.json()) as { results: { id: number; course_slug: string }[] };
  const subscription = results.find((s) => s.course_slug === slug);
  expect(subscription).toBeTruthy();
  return subscription!.id;
}

/** Fonts loaded and animations at rest, so a screenshot shows what a reader sees. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

test('a student asks the AI Power Tutor about their program, follows its citation, and sets its voice', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const email = await signUpAndVerify(page, request, 'tutor');
  portal('grant-access', email, SLUG);
  const id = await subscriptionOf(page, SLUG);

  await page.setViewportSize(DESKTOP);
  await page.goto(`/program-journey/room/${SLUG}/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'AI Power Tutor' }).click();
  await expect(page).toHaveURL(/\?tutor=open$/);
  const dialog = page.getByRole('dialog', { name: 'AI Power Tutor' });
  await expect(dialog).toBeVisible();
  const speaker = dialog.getByRole('button', { name: 'Read answers aloud' });
  const microphone = dialog.getByRole('button', { name: 'Ask by voice' });
  await expect(speaker).toHaveAttribute('aria-pressed', 'true');
  await expect(microphone).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByText(/questions? left today$/)).toBeVisible();

  // a typed question: the answer streams into the conversation and cites the lesson it comes from
  const input = dialog.getByRole('textbox', { name: 'Your question' });
  await input.fill('How is my credit score calculated, and what range can it be in?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  const log = dialog.getByRole('log', { name: 'Conversation with the tutor' });
  await expect(
    log.getByText('How is my credit score calculated, and what range can it be in?'),
  ).toBeVisible();
  const citation = log.getByRole('list', { name: 'Sources' }).getByRole('link', { name: CREDIT_LESSON });
  await expect(citation.first()).toBeVisible({ timeout: 30_000 });
  await expect(input).toBeEnabled();
  await expect(input).toHaveValue('');
  await expect(log).toContainText(/300|900|credit/i);
  await screenshotAtWidths(page, 'tutor', () => settle(page), { fullPage: false });
  await page.setViewportSize(DESKTOP);

  const { violations } = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // the voice: with Chromium's fake microphone, permission is granted, so no permission message
  const canRecognise = await page.evaluate(
    () => 'webkitSpeechRecognition' in window || 'SpeechRecognition' in window,
  );
  const permission = dialog.getByText(/may not use your microphone/);
  if (canRecognise) {
    await dialog.getByRole('button', { name: 'Speak your question' }).click();
    // listening, or the browser's recognition service answered with an error of its own
    await expect(dialog.getByRole('status').or(dialog.getByRole('alert')).first()).toBeVisible();
    await expect(permission).toHaveCount(0);
  } else {
    await expect(
      dialog.getByText('This browser cannot take spoken questions. Type your question instead.'),
    ).toBeVisible();
  }
  await microphone.click();
  await expect(microphone).toHaveAttribute('aria-pressed', 'false');
  await expect(dialog.getByRole('button', { name: 'Speak your question' })).toHaveCount(0);
  await expect(dialog.getByRole('status')).toHaveCount(0);
  await speaker.click();
  await expect(speaker).toHaveAttribute('aria-pressed', 'false');
  await expect(dialog.getByRole('img', { name: 'The tutor', exact: true })).toBeVisible();

  // the choices are remembered, and the conversation is kept
  await page.reload();
  await expect(dialog).toBeVisible();
  await expect(speaker).toHaveAttribute('aria-pressed', 'false');
  await expect(microphone).toHaveAttribute('aria-pressed', 'false');
  await expect(log.getByRole('link', { name: CREDIT_LESSON }).first()).toBeVisible();
  await speaker.click();
  await microphone.click();
  await expect(speaker).toHaveAttribute('aria-pressed', 'true');
  await expect(microphone).toHaveAttribute('aria-pressed', 'true');

  // the citation opens the lesson in the room, and the tutor closes
  await log.getByRole('link', { name: CREDIT_LESSON }).first().click();
  await expect(page).toHaveURL(new RegExp(`/program-journey/room/${SLUG}/${id}/\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: CREDIT_LESSON })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // a lesson behind the first quiz answers 403 until the quiz is passed: the browser logs it
  expect(errors.filter((error) => !error.includes('status of 403'))).toEqual([]);
});
