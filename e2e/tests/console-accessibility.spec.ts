import { type Page, expect, test } from '@playwright/test';
import { audit } from './axe';
import { joinStaff, menu, portal, uniqueEmail } from './support';

/** A tablet, where the console's menu folds to its icons. */
const TABLET = { width: 820, height: 1100 };

/** Lists and forms loaded, fonts in, a frame drawn. */
async function settle(page: Page) {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Every screen of the menu, by its link's name, audited where it is. */
async function auditMenu(page: Page, where: string) {
  const problems: string[] = [];
  const names = await page.getByRole('menuitem').allTextContents();
  for (const name of names.filter(Boolean)) {
    await menu(page, name).click();
    // the pointer off the menu, whose folded links show their names as tooltips
    await page.mouse.move(page.viewportSize()!.width - 10, page.viewportSize()!.height - 10);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await settle(page);
    problems.push(...(await audit(page, `${where} ${name}`)));
  }
  return problems;
}

test('every screen of an admin’s console, in English and French, light and dark, has no WCAG 2.1 A or AA problem', async ({
  browser,
  request,
}) => {
  // every menu screen twice, each audited: longer than a journey
  test.setTimeout(180_000);
  const email = uniqueEmail('axe-admin');
  portal('staff', 'invite', email, 'admin', '--name', 'Alex Axe');
  const { page } = await joinStaff(browser, email, request);
  const problems = await auditMenu(page, 'en light desktop');
  // a program's page, and an item from its outline
  await menu(page, 'Programs').click();
  await page.getByRole('cell', { name: 'Food Handler Certification' }).click();
  await expect(page.getByRole('heading', { name: 'Sections and items' })).toBeVisible();
  await settle(page);
  problems.push(...(await audit(page, 'en light desktop program')));
  await page.getByRole('button', { name: 'Add a section' }).click();
  await expect(page.getByRole('dialog', { name: 'Add a section' })).toBeVisible();
  problems.push(...(await audit(page, 'en light desktop section dialog')));
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Add a payment plan' }).click();
  await expect(page.getByRole('dialog', { name: 'Add a payment plan' })).toBeVisible();
  problems.push(...(await audit(page, 'en light desktop payment plan dialog')));
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  const outline = page.getByRole('region', { name: 'Sections and items' });
  await outline
    .getByRole('link', { name: /^Add an item to / })
    .first()
    .click();
  await expect(page.getByLabel('Kind of item')).toBeVisible();
  await settle(page);
  problems.push(...(await audit(page, 'en light desktop new item')));
  await page.goBack();
  await outline.getByRole('link').first().click();
  await expect(page.getByLabel('Length in minutes')).toBeVisible();
  await settle(page);
  problems.push(...(await audit(page, 'en light desktop item')));
  // a quiz with its questions and a question's dialog; a video with its file and captions
  await page.goBack();
  await outline.getByRole('link', { name: /Quiz: hazards, germs and the law/ }).click();
  await page
    .getByRole('region', { name: 'Questions' })
    .getByRole('button', { name: /^Change the question/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Change the question' })).toBeVisible();
  await settle(page);
  problems.push(...(await audit(page, 'en light desktop question dialog')));
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.goBack();
  await outline.getByRole('link', { name: /Video: handwashing the right way/ }).click();
  await expect(page.getByRole('heading', { name: 'Video and captions' })).toBeVisible();
  await settle(page);
  problems.push(...(await audit(page, 'en light desktop video item')));
  // the form that schedules a live session
  await menu(page, 'Live sessions').click();
  await page.getByRole('link', { name: 'Schedule a session' }).click();
  await expect(page.getByLabel('Starts')).toBeVisible();
  await settle(page);
  problems.push(...(await audit(page, 'en light desktop live session form')));

  await page.setViewportSize(TABLET);
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await page.getByRole('button', { name: /thème|theme/i }).click();
  problems.push(...(await auditMenu(page, 'fr dark tablet')));
  expect(problems).toEqual([]);
});
