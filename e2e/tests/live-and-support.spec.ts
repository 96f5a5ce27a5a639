import { type Page, expect, test } from '@playwright/test';
import { portal, screenshotAtWidths, signUpAndVerify, watchErrors } from './support';

const SLUG = 'digital-literacy-essentials';

async function subscribe(page: Page, email: string) {
  const course = (await (await page.request.get(`/api/v1/courses/slug/${SLUG}/`)).json()) as { id: number };
  const response = await page.request.post('/api/v1/subscriptions/', {
    data: { course: course.id, student_email: email },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.ok()).toBe(true);
}

test('a student joins a live session the school scheduled, and their attendance is recorded', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const email = await signUpAndVerify(page, request, 'live');
  await subscribe(page, email);

  // starting in five minutes: inside the join window
  const start = new Date(Date.now() + 5 * 60_000).toISOString();
  const title = `Ask me anything ${Date.now()}`;
  portal('schedule-live', SLUG, title, start, '45', 'https://meetings.example.com/room/maple');

  await page.goto('/live-connect');
  const card = page.locator('main').getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await screenshotAtWidths(page, 'live-connect');

  // the meeting itself is another service: a stand-in page answers for it
  await page
    .context()
    .route('https://meetings.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Meeting room</title><h1>Meeting room</h1>' }),
    );
  const opened = page.context().waitForEvent('page');
  await card.getByRole('link', { name: `Join ${title}` }).click();
  const meeting = await opened;
  await meeting.waitForLoadState();
  expect(meeting.url()).toContain('meetings.example.com/room/maple');
  await meeting.close();
  await expect(page.getByRole('heading', { name: 'The session opened in a new tab' })).toBeVisible();
  await screenshotAtWidths(page, 'live-joined');

  await page.goto('/live-connect');
  await expect(card.getByText('Attended')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a student asks for help and reads the school’s answer', async ({ page, request }) => {
  const errors = watchErrors(page);
  const email = await signUpAndVerify(page, request, 'help');
  const subject = `Cannot find my timetable ${Date.now()}`;

  await page.getByRole('button', { name: 'Help' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'How can we help?' });
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog
    .getByRole('textbox', { name: 'Message' })
    .fill('Where do I see the dates of the live workshops?');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText('Your request is submitted! Admin will get in touch with you shortly.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  const listed = portal('support', 'list', '--open');
  const line = listed.split('\n').find((l) => l.includes(subject) && l.includes(email));
  expect(line).toBeTruthy();
  const id = /^\s*(\d+)/.exec(line!)![1]!;
  portal('support', 'answer', id, 'They are on the Live sessions page of your program.');

  // the answer is announced in the open page, and leads to the request
  await expect(page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  await page.goto('/support');
  const request_ = page.locator('main').getByRole('article').filter({ hasText: subject });
  await expect(request_).toContainText('They are on the Live sessions page of your program.');
  await expect(request_).toContainText('Answered');
  await screenshotAtWidths(page, 'support-requests');
  expect(errors).toEqual([]);
});
