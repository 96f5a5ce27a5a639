import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE, portal, screenshot, signUpAndVerify, watchErrors } from './support';

const SLUG = 'digital-literacy-essentials';

test('a notification from the school reaches the open bell live, leads where it says, and points follow completed content', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const email = await signUpAndVerify(page, request, 'bell');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // the school's command reaches the page already open, without a reload
  portal('notify', email, 'payment', 'Payment received', 'We received your payment of $120.00.');
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await expect(page.getByText('Payment received').first()).toBeVisible();

  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('list', { name: 'Today' })).toContainText('Payment received');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'phone-notifications', false);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'desktop-notifications', false);

  // a payment leads to the payment history, and reading it empties the count
  await panel.getByText('Payment received').click();
  await expect(page).toHaveURL(/\/payment-details\?tab=history$/);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // completing content earns points: the reward button and the bell follow
  const course = (await (await page.request.get(`/api/v1/courses/slug/${SLUG}/`)).json()) as { id: number };
  const subscribed = await page.request.post('/api/v1/subscriptions/', {
    data: { course: course.id, student_email: email },
    headers: { origin: new URL(page.url()).origin },
  });
  const { id: subscriptionId } = (await subscribed.json()) as { id: number };
  await expect(page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Your rewards: 0 points' })).toBeVisible();

  // the lesson counts as read once it is on screen, which records its view
  const viewed = page.waitForResponse((r) => /\/api\/v1\/contents\/\d+\/view\//.test(r.url()) && r.ok());
  await page.goto(`/program-journey/room/${SLUG}/${subscriptionId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await viewed;
  await page.goto('/dashboard');
  const rewards = page.getByRole('button', { name: 'Your rewards: 10 points' });
  await expect(rewards).toBeVisible();
  await rewards.click();
  const popover = page.getByRole('dialog', { name: 'Your rewards' });
  await expect(popover).toContainText('Explorer');
  await expect(popover).toContainText('90 more points to reach the next level');
  await screenshot(page, 'desktop-rewards', false);

  // the points notification leads to the learning levels
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await page.getByRole('dialog', { name: 'Notifications' }).getByText('You earned 10 reward points').click();
  await expect(page).toHaveURL(/\/learning-level$/);
  await expect(page.getByRole('heading', { name: 'Points history' })).toBeVisible();
  await expect(page.getByText('Content completed').first()).toBeVisible();
  await page.setViewportSize(PHONE);
  await screenshot(page, 'phone-learning-level');
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'desktop-learning-level');

  expect(errors).toEqual([]);
});
