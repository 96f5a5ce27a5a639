import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { DESKTOP, mailedLink, screenshotAtWidths, uniqueEmail, watchErrors } from './support';

type Course = {
  id: number;
  name: string;
  slug: string;
  cohorts: { id: number; name: string; is_free: boolean }[];
};

const FREE = 'digital-literacy-essentials';
const TRIAL = 'business-communication';
const COHORTS = 'early-childhood-education-assistant';

/** Toasts closed, fonts loaded, at the top of the page: what a reader first sees. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  const close = page.locator('.notistack-SnackbarContainer button[aria-label="Close"]');
  for (const button of await close.all()) await button.click();
  await expect(close).toHaveCount(0);
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

async function joinWith(page: Page, email: string) {
  const field = page.getByRole('textbox', { name: 'Email' });
  await field.fill(email);
  await page.getByRole('button', { name: 'Join now' }).click();
}

/** WCAG 2 A and AA problems of the screen on show, gathered so the journey goes on to its end. */
async function axeViolations(page: Page, label: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a visitor joins programs by email, lands on the right page for each, then finds them in My Programs', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  const accessibility: string[] = [];
  const courses: Course[] = (await (await request.get('/api/v1/courses/?limit=100')).json()).results;
  const bySlug = (slug: string) => courses.find((c) => c.slug === slug)!;
  const free = bySlug(FREE);
  const trial = bySlug(TRIAL);
  const cohortProgram = bySlug(COHORTS);
  const paidCohort = cohortProgram.cohorts.find((c) => !c.is_free)!;
  const email = uniqueEmail('enrol');
  await page.setViewportSize(DESKTOP);

  // from the catalogue to the free program's join screen
  await page.goto('/programs');
  await page
    .getByRole('link', { name: new RegExp(free.name) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/program/${free.id}$`));
  await page.getByRole('link', { name: 'Join this program' }).click();
  await expect(page).toHaveURL(new RegExp(`/program/${FREE}/course/join$`));
  await expect(page.getByRole('heading', { name: `Join ${free.name}`, level: 1 })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Email' });
  await expect(field).toHaveAttribute('type', 'email');
  await expect(
    page.getByText('We use this email for future verification and updates, so it must be valid.'),
  ).toBeVisible();
  await screenshotAtWidths(page, 'enrolment-join', () => settle(page));
  accessibility.push(...(await axeViolations(page, 'join')));
  await page.setViewportSize(DESKTOP);

  // a new enrolment in a free program: payment-thanks, and the invitation mailed to the new address
  await joinWith(page, email);
  await expect(page).toHaveURL(new RegExp(`/checkout/${free.id}/payment-thanks\\?subscription=\\d+$`));
  await expect(page.getByRole('heading', { name: 'Thank you!', level: 1 })).toBeVisible();
  await expect(page.getByText(`You are enrolled in ${free.name}.`)).toBeVisible();
  await expect(page.getByText(`We sent an invitation to ${email}.`, { exact: false })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await screenshotAtWidths(page, 'enrolment-payment-thanks', () => settle(page));
  accessibility.push(...(await axeViolations(page, 'payment-thanks')));
  await page.setViewportSize(DESKTOP);

  // a program with a free trial: a message, then free-trial-thanks
  await page.goto(`/program/${TRIAL}/course/join`);
  await joinWith(page, email);
  await expect(page.getByText(`Your free trial of ${trial.name} has started.`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/checkout/${trial.id}/free-trial-thanks\\?subscription=\\d+$`));
  await expect(page.getByRole('heading', { name: 'Your free trial has started', level: 1 })).toBeVisible();
  await expect(page.getByText(`Sign in with ${email}`, { exact: false })).toBeVisible();

  // a paid cohort, chosen on the program page: checkout, with the subscription and the email
  await page.goto(`/program/${cohortProgram.id}`);
  await page.getByRole('link', { name: `Join the cohort ${paidCohort.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/program/${COHORTS}/cohort/${paidCohort.id}/join$`));
  await expect(page.getByRole('region', { name: 'Program summary' })).toContainText(paidCohort.name);
  await joinWith(page, email);
  await expect(page).toHaveURL(
    new RegExp(`/checkout/${cohortProgram.id}\\?subscription=\\d+&email=${encodeURIComponent(email)}$`),
  );

  // the mailed invitation signs the student in on My Programs, where the three programs are
  await page.goto(await mailedLink(request, email, /\/auth\/verify\?token=/));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'My Programs', level: 1 })).toBeVisible();
  const freeCard = page.getByRole('article', { name: free.name });
  await expect(freeCard.getByText('Active')).toBeVisible();
  await expect(page.getByRole('article', { name: trial.name }).getByText('Free trial')).toBeVisible();
  await expect(page.getByRole('article', { name: trial.name }).getByText(/^Trial ends /)).toBeVisible();
  const unpaidCard = page.getByRole('article', { name: cohortProgram.name });
  await expect(unpaidCard.getByText('Awaiting payment')).toBeVisible();
  await expect(unpaidCard.getByRole('link', { name: 'Complete payment' })).toHaveAttribute(
    'href',
    new RegExp(`^/checkout/${cohortProgram.id}\\?subscription=\\d+$`),
  );
  // the newest program the student can open is the one to continue
  await expect(page.getByRole('region', { name: trial.name })).toContainText('Continue learning');
  await screenshotAtWidths(page, 'enrolment-dashboard', () => settle(page));
  accessibility.push(...(await axeViolations(page, 'dashboard')));
  await page.setViewportSize(DESKTOP);

  // the unpaid cohort has no access yet: its room says so, with the way to ask
  await unpaidCard.getByRole('link', { name: 'Start' }).click();
  await expect(page).toHaveURL(new RegExp(`/program-journey/room/${COHORTS}/\\d+$`));
  await expect(page.getByRole('heading', { name: 'Program Access Pending', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  await screenshotAtWidths(page, 'enrolment-access-pending', () => settle(page));
  accessibility.push(...(await axeViolations(page, 'access-pending')));
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: 'Contact Support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Admin' });
  await dialog.getByPlaceholder('Write your subject').fill('Access to my cohort');
  await dialog.getByPlaceholder('Write your text here').fill('I will pay at the school next week.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText('Your message has been sent to the admin. We will get back to you soon.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // joining the free program again once the 120-second window has passed: already enrolled
  await page.clock.setFixedTime(Date.now() + 5 * 60_000);
  await page.goto(`/program/${FREE}/course/join`);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await page.getByRole('button', { name: 'Join now' }).click();
  const enrolled = page.getByRole('dialog', { name: 'Already enrolled' });
  await expect(enrolled).toContainText(
    'You are already enrolled in this program. Please log in with the same email ID to access it under the "My Programs" menu.',
  );
  // the dialog fades in; its picture waits until it has
  await screenshotAtWidths(
    page,
    'enrolment-already-enrolled',
    () => expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1'),
    { fullPage: false },
  );
  await enrolled.getByRole('link', { name: 'Go to My Programs' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  expect(accessibility).toEqual([]);
  expect(errors).toEqual([]);
});
