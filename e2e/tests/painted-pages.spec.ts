import { expect, test } from '@playwright/test';
import { portal, signUpAndVerify, watchErrors } from './support';

type Course = { id: number; name: string };

test.describe('pages painted on the server', () => {
  test('are readable before any JavaScript runs, in the language the reader chose', async ({
    browser,
    request,
  }) => {
    const institute = (await (await request.get('/api/v1/institute/')).json()).results[0];
    const courses: Course[] = (await (await request.get('/api/v1/courses/?limit=100')).json()).results;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(institute.name);
    await expect(page.getByRole('link', { name: 'Browse programs' })).toBeVisible();
    for (const course of courses) {
      await expect(page.getByRole('heading', { name: course.name }).first()).toBeVisible();
    }
    // a link works as a plain link before the app's code has loaded
    await page.getByRole('link', { name: courses[0]!.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/program/${courses[0]!.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(courses[0]!.name);

    await context.addCookies([
      { name: 'portal-language', value: 'fr-CA', url: new URL('/', page.url()).href },
    ]);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('link', { name: 'Parcourir les programmes' })).toBeVisible();
    await context.close();
  });

  test('come to life without errors: the language menu works once the app has loaded', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/programs');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.getByRole('link', { name: 'Accueil' })).toBeVisible();
    // the next page comes painted in French
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(nav.getByRole('link', { name: 'Accueil' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('fetch the app once shown and start it untouched, so that the school reaches an open page at once', async ({
    browser,
    page,
    request,
  }) => {
    const email = await signUpAndVerify(page, request, 'untouched');
    // a page of its own that no pointer, key or focus ever touches
    const context = await browser.newContext({ storageState: await page.context().storageState() });
    const untouched = await context.newPage();
    const errors = watchErrors(untouched);
    await untouched.goto('/dashboard');
    await expect(untouched.getByRole('heading', { level: 1 })).toBeVisible();
    const preloaded = untouched.locator('head > link[rel="modulepreload"]');
    await expect.poll(() => preloaded.count()).toBeGreaterThan(10);
    for (const href of await preloaded.evaluateAll((links) => links.map((l) => l.getAttribute('href')!))) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
    await expect(untouched.locator('#root')).toHaveAttribute('data-hydrated', 'true');

    portal('notify', email, 'payment', 'Payment received', 'We received your payment of $120.00.');
    await expect(untouched.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('send a reader without a session from a signed-in page to sign in, before painting it', async ({
    request,
  }) => {
    const res = await request.get('/dashboard', { headers: { accept: 'text/html' }, maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe('/auth/login?redirect=/dashboard');
  });
});
