import { expect, test } from '@playwright/test';
import { screenshotAtWidths, signUpAndVerify, watchErrors } from './support';

test('a student opens a thread, another replies, and the first is notified in the open page', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await signUpAndVerify(page, request, 'asker');
  const title = `Study group for the finance module ${Date.now()}`;

  await page.goto('/forum');
  await page.getByRole('button', { name: 'New thread' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Message').fill('Anyone up for a **weekly** call on Thursdays?');
  await page.getByRole('button', { name: 'Start thread' }).click();
  await expect(page).toHaveURL(/\/forum\/\d+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.locator('main strong', { hasText: 'weekly' })).toBeVisible();
  const threadUrl = page.url();

  // another student, in a browser of their own
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const replier = await other.newPage();
  const replierErrors = watchErrors(replier);
  await signUpAndVerify(replier, request, 'replier');
  await replier.goto('/forum');
  await replier.getByRole('link', { name: title }).click();
  await replier.getByLabel('Your reply').fill('Count me in. <script>alert("hi")</script>');
  await replier.getByRole('button', { name: 'Post reply' }).click();
  // markup in a post is shown as written, never run
  await expect(replier.getByText('Count me in. <script>alert("hi")</script>')).toBeVisible();
  await screenshotAtWidths(replier, 'forum-thread');
  expect(replierErrors).toEqual([]);
  await other.close();

  // the first student's open page hears of the reply, which opens the thread itself
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await page
    .getByRole('dialog', { name: 'Notifications' })
    .getByText('New reply to your discussion')
    .first()
    .click();
  await expect(page).toHaveURL(threadUrl);
  await expect(page.getByText('Count me in.', { exact: false })).toBeVisible();

  await page.goto('/forum');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await screenshotAtWidths(page, 'forum-board');
  expect(errors).toEqual([]);
});
