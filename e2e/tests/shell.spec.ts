import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE, expectScreen, screenshot, watchErrors } from './support';

type Course = { id: number; name: string; slug: string; cohorts: { id: number }[] };

test('home shows the institute and its programs', async ({ page, request }) => {
  const errors = watchErrors(page);
  const institute = (await (await request.get('/api/v1/institute/')).json()).results[0];
  const courses: Course[] = (await (await request.get('/api/v1/courses/?limit=100')).json()).results;

  await page.goto('/');
  await expect(page).toHaveTitle(new RegExp(institute.name));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(institute.name);
  for (const course of courses) {
    await expect(page.getByRole('link', { name: new RegExp(course.name) }).first()).toBeVisible();
  }
  // the footer comes from the site configuration
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(institute.name);
  await expect(footer).toContainText(String(new Date().getFullYear()));
  await expect(footer.getByRole('link', { name: /mapleridgecollege\.ca/ })).toBeVisible();

  await page
    .getByRole('link', { name: new RegExp(courses[0]!.name) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/program/${courses[0]!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(courses[0]!.name);
  expect(errors).toEqual([]);
});

test('every public route answers with its screen, without console errors', async ({ page, request }) => {
  const courses: Course[] = (await (await request.get('/api/v1/courses/?limit=100')).json()).results;
  const cohortCourse = courses.find((c) => c.cohorts.length > 0)!;
  const course = courses[0]!;
  const routes = [
    '/',
    '/preview',
    '/programs',
    `/program/${course.id}`,
    '/auth/login',
    '/auth/register',
    '/auth/login-unprotected',
    '/auth/register-unprotected',
    '/auth/verify',
    '/auth/reset-password',
    '/auth/new-password',
    '/expire-link',
    `/program/${cohortCourse.slug}/cohort/${cohortCourse.cohorts[0]!.id}/join`,
    `/program/${course.slug}/course/join`,
    `/program/${cohortCourse.slug}/${cohortCourse.cohorts[0]!.id}/join`,
    `/checkout/${course.id}`,
    '/maintenance-planned',
    '/maintenance-unplanned',
    '/coming-soon',
    '/maintenance',
    '/pricing',
    '/payment',
    '/about-us',
    '/contact-us',
    '/faqs',
    '/403',
    '/404',
    '/500',
    '/components',
  ];
  const errors = watchErrors(page);
  for (const route of routes) {
    await test.step(route, async () => {
      await page.goto(route);
      await expectScreen(page);
      await expect(page.getByRole('banner')).toBeVisible();
    });
  }
  expect(errors).toEqual([]);
});

test('an unknown path shows the not-found screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
  await expect(page.getByRole('link', { name: /home/i }).last()).toBeVisible();
});

test('a login-required route sends a visitor to sign in, which opens the sign-in window', async ({
  page,
}) => {
  for (const route of ['/dashboard', '/profile', '/program-journey/room', '/live-connect']) {
    const popup = page.waitForEvent('popup');
    await page.goto(route);
    await expect(page).toHaveURL(new RegExp(`/auth/login\\?redirect=${route.replace(/\//g, '\\/')}`));
    const window = await popup;
    await expect(window).toHaveURL(/\/auth\/login-unprotected\?popup=1/);
    await window.close();
  }
});

test('the French switch changes the header and is remembered', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: /main/i });
  await expect(nav.getByRole('link', { name: 'Programs' })).toBeVisible();
  await page.getByRole('button', { name: /language/i }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  const navFr = page.getByRole('navigation', { name: /principale/i });
  await expect(navFr.getByRole('link', { name: 'Programmes' })).toBeVisible();
  await expect(navFr.getByRole('link', { name: 'Accueil' })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: /principale/i }).getByRole('link', { name: 'Programmes' }),
  ).toBeVisible();
});

for (const [label, size] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`screens look right at ${label} width`, async ({ page, request }) => {
    const course: Course = (await (await request.get('/api/v1/courses/')).json()).results[0];
    await page.setViewportSize(size);
    for (const [name, route] of [
      ['home', '/'],
      ['programs', '/programs'],
      ['program', `/program/${course.id}`],
      ['pricing', '/pricing'],
      ['faqs', '/faqs'],
      ['not-found', '/nowhere'],
      ['components', '/components'],
    ] as const) {
      await page.goto(route);
      await expectScreen(page);
      await page.waitForLoadState('networkidle');
      await screenshot(page, `${label}-${name}`);
    }
    if (label === 'phone') {
      await page.goto('/');
      await page.getByRole('button', { name: /menu/i }).click();
      await expect(page.getByRole('dialog').getByRole('link', { name: 'Programs' })).toBeVisible();
      await screenshot(page, 'phone-drawer');
    }
  });
}
