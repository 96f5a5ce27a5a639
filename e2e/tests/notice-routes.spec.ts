import { type Page, expect, test } from '@playwright/test';
import { DESKTOP, PHONE, outbox, portal, screenshot, signUpAndVerify, watchErrors } from './support';

const SLUG = 'digital-literacy-essentials';

/** A help request sent from the signed-in page, answered by the school's operator command. */
async function askAndGetAnswered(page: Page, subject: string, answer: string) {
  const sent = await page.request.post('/api/v1/support/', {
    data: { subject, message: 'Where do I find it?', source: 'help' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  portal('support', 'answer', String(id), answer);
  return id;
}

/** The toast of a live notice: its heading and its message, while the panel is closed. */
async function expectToast(page: Page, heading: string, message: string) {
  const toast = page.getByRole('alert').filter({ hasText: heading });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(message);
}

test('a live notice shows its message, the bell and the mail open the answered request, in English and French', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  const email = await signUpAndVerify(page, request, 'routes');
  const course = (await (await page.request.get(`/api/v1/courses/slug/${SLUG}/`)).json()) as { id: number };
  await page.request.post('/api/v1/subscriptions/', {
    data: { course: course.id, student_email: email },
    headers: { origin: new URL(page.url()).origin },
  });

  let id = 0;
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    const subject = `Timetable ${size.width}`;
    id = await askAndGetAnswered(page, subject, 'It is on the Live sessions page of your program.');
    await expectToast(
      page,
      `The school answered: ${subject}`,
      'It is on the Live sessions page of your program.',
    );
    await screenshot(page, `en-${size.width}-toast`, false);
  }

  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('list', { name: 'Today' })).toContainText(
    'The school answered: Timetable 1280',
  );
  await screenshot(page, 'en-1280-panel', false);
  await page.setViewportSize(PHONE);
  await screenshot(page, 'en-390-panel', false);

  // the answer opens its request, not the list
  await panel.getByText('The school answered: Timetable 1280').click();
  await expect(page).toHaveURL(new RegExp(`/support/${id}$`));
  await expect(panel).toBeHidden();
  await expect(page.getByRole('article', { name: 'Timetable 1280' })).toContainText(
    'It is on the Live sessions page of your program.',
  );
  await screenshot(page, 'en-390-request', false);

  // the mail of the answer links to the same page
  await expect
    .poll(
      async () =>
        (await outbox(request, email)).find((m) => m.subject === 'The school answered: Timetable 1280')
          ?.links ?? [],
    )
    .toContain(`${new URL(page.url()).origin}/support/${id}`);

  // in French: the header's switch, then a new answer and the panel
  await page.setViewportSize(DESKTOP);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    const subject = `Horaire ${size.width}`;
    await askAndGetAnswered(page, subject, 'Il se trouve à la page Séances en direct de votre programme.');
    await expectToast(
      page,
      `L’école a répondu : ${subject}`,
      'Il se trouve à la page Séances en direct de votre programme.',
    );
    await screenshot(page, `fr-${size.width}-toast`, false);
  }
  await page.getByRole('button', { name: /^Notifications, \d+ non lues?$/ }).click();
  const panneau = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panneau).toContainText('L’école a répondu : Horaire 1280');
  await screenshot(page, 'fr-1280-panel', false);
  await page.setViewportSize(PHONE);
  await screenshot(page, 'fr-390-panel', false);

  expect(errors).toEqual([]);
});
