import { type Page, expect, test } from '@playwright/test';
import {
  DESKTOP,
  PASSWORD,
  PHONE,
  fillSignIn,
  fillSignUp,
  mailedLink,
  outbox,
  screenshot,
  uniqueEmail,
  watchErrors,
} from './support';

const NEW_PASSWORD = 'new-maple-leaf-2027';

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu for Ana Tremblay' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  // the menu grows and fades in; a screenshot waits for it to settle
  await expect(page.locator('.MuiMenu-paper')).toHaveCSS('opacity', '1');
  return menu;
}

test('a new student signs up in the pop-up, verifies, changes the password, logs out and back in', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const email = uniqueEmail('ana');
  await page.setViewportSize(DESKTOP);
  await page.goto('/');

  // Login/Signup opens the sign-in pop-up; the page says so
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Login/Signup' }).click();
  const popup = await popupOpened;
  await expect(page).toHaveURL(/\/auth\/login\?redirect=\/dashboard$/);
  await expect(page.getByText(/Sign-in opens in a pop-up window/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in on this page instead' })).toBeVisible();
  await expect(popup).toHaveURL(/\/auth\/login-unprotected\?popup=1&redirect=\/dashboard$/);

  // sign-up in the pop-up, then 'Check your email'
  await popup.getByRole('link', { name: 'Create an account' }).click();
  await expect(popup).toHaveURL(/\/auth\/register-unprotected\?popup=1&redirect=\/dashboard$/);
  await fillSignUp(popup, email);
  await expect(popup.getByRole('heading', { name: 'Check your email', level: 1 })).toBeVisible();
  await expect(popup.getByText(email)).toBeVisible();
  await expect(popup.getByText('The link expires in 24 hours.')).toBeVisible();
  await popup.close();

  // the mailed link signs the student in and opens the dashboard
  const verifyLink = await mailedLink(request, email, /\/auth\/verify\?token=/);
  await page.goto(verifyLink);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'My Programs', level: 1 })).toBeVisible();

  // the account menu, at both widths
  let menu = await openAccountMenu(page);
  await expect(menu.getByText('Ana Tremblay')).toBeVisible();
  await expect(menu.getByText(email)).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /Profile/ })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await screenshot(page, 'desktop-account-menu');
  await page.keyboard.press('Escape');
  await page.setViewportSize(PHONE);
  menu = await openAccountMenu(page);
  await expect(menu.getByText(email)).toBeVisible();
  await screenshot(page, 'phone-account-menu');
  await page.keyboard.press('Escape');
  // the drawer holds the same entries on a phone
  await page.getByRole('button', { name: 'Open menu' }).click();
  const account = page.getByRole('region', { name: 'Your account' });
  await expect(account.getByText(email)).toBeVisible();
  await expect(account.getByRole('button', { name: 'Logout' })).toBeVisible();
  await screenshot(page, 'phone-account-drawer');
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(account).toBeHidden();
  await page.setViewportSize(DESKTOP);

  // Change Password mails a link to /reset-password?token=…
  await page.goto('/reset-password');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText(/We have sent a link to change your password/)).toBeVisible();
  const changeLink = await mailedLink(request, email, /\/reset-password\?token=/);
  await page.goto(changeLink);
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(NEW_PASSWORD);
  const signInAgain = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password has been changed. Please sign in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=\/dashboard$/);

  // every session ended: sign in again, in the pop-up /auth/login opened, with the new password
  const again = await signInAgain;
  await fillSignIn(again, email, NEW_PASSWORD);
  await again.waitForEvent('close');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'My Programs', level: 1 })).toBeVisible();

  // logout lands on the home page, signed out
  menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login/Signup' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=\/dashboard$/);

  // and back in, on the full page this time
  await page.goto('/auth/login-unprotected?redirect=/dashboard');
  await fillSignIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Account menu for Ana Tremblay' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a wrong password shows ‘Invalid email or password’ and keeps what was typed', async ({ page }) => {
  await page.goto('/auth/login-unprotected?redirect=/dashboard');
  const email = uniqueEmail('nobody');
  await fillSignIn(page, email, 'not-the-password-1');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page).toHaveURL(/\/auth\/login-unprotected/);
});

test('screens of sign-in and the verify prompt at phone and desktop width', async ({ page, request }) => {
  test.setTimeout(90_000);
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    const popupOpened = page.waitForEvent('popup');
    await page.goto('/auth/login?redirect=/dashboard');
    const popup = await popupOpened;
    await popup.setViewportSize(size);
    await expect(popup.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in on this page instead' })).toBeVisible();
    await screenshot(page, `${label}-login`);
    await screenshot(popup, `${label}-login-popup`);
    await popup.close();
  }

  // a student who signed up but has not opened the link yet, signing in on the full page
  const email = uniqueEmail('unverified');
  await page.goto('/auth/register-unprotected?redirect=/dashboard');
  await fillSignUp(page, email);
  await expect(page.getByRole('heading', { name: 'Check your email', level: 1 })).toBeVisible();
  await page.goto('/auth/login-unprotected?redirect=/dashboard');
  await fillSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Verify your email', level: 1 })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // the portal asks for one mail by itself: the sign-up mail and that one, and no more after a reload
  await expect.poll(async () => (await outbox(request, email)).length).toBe(2);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Verify your email', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await outbox(request, email)).toHaveLength(2);

  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText(/A verification link has been sent to/)).toBeVisible();

  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await expect(page.getByRole('heading', { name: 'Verify your email', level: 1 })).toBeVisible();
    await screenshot(page, `${label}-verify-prompt`);
  }

  // the mailed link, opened in this browser where the student is signed in, verifies and opens the dashboard
  await page.goto(await mailedLink(request, email, /\/auth\/verify\?token=/));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'My Programs', level: 1 })).toBeVisible();
});
