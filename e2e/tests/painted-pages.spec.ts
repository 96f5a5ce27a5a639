import { expect, test } from '@playwright/test';
import { watchErrors } from './support';

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

  test("fetch the app's code once shown, and start it at the reader's first use", async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // the app's files go in as links once the page is on screen, while the app waits
    const prefetched = page.locator('head > link[rel="prefetch"]');
    await expect.poll(() => prefetched.count()).toBeGreaterThan(10);
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrated', 'true');
    for (const href of await prefetched.evaluateAll((links) => links.map((l) => l.getAttribute('href')!))) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
    await page.getByRole('button', { name: 'Language: English' }).click();
    await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('menuitem', { name: 'Français' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('send a reader without a session from a signed-in page to sign in, before painting it', async ({
    request,
  }) => {
    const res = await request.get('/dashboard', { headers: { accept: 'text/html' }, maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe('/auth/login?redirect=/dashboard');
  });
});
