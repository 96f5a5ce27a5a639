import { type Browser, type Page, expect, test } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import {
  PASSWORD,
  mailedLink,
  onePagePdf,
  portal,
  screenshotAtWidths,
  signUpAndVerify,
  uniqueEmail,
  watchErrors,
} from './support';

/** What an authenticator app does with the key the console shows: today's code. */
const codeFor = (key: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key) }).generate();

/**
 * A member's first visit, from their invitation: a password, a sign-in, an authenticator app set up.
 * Answers the page, signed in, and the key their app keeps.
 */
async function joinStaff(browser: Browser, email: string, request: Parameters<typeof mailedLink>[0]) {
  const page = await browser.newPage();
  await page.goto(await mailedLink(request, email, /\/staff\/set-password\?token=/));
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Confirm the password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save my password' }).click();
  await expect(page).toHaveURL(/\/staff\/login/);
  await page.getByRole('textbox', { name: 'Username' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
  await page.getByLabel('Your password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  const key = (await page.getByTestId('totp-key').textContent())!.trim();
  await page.getByLabel('Code the app shows').fill(codeFor(key));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome,/ })).toBeVisible();
  return { page, key };
}

const menu = (page: Page, name: string) => page.getByRole('menuitem', { name });

test('an admin invited at the command line joins, invites an instructor, and reads the audit log', async ({
  browser,
  request,
}) => {
  const adminEmail = uniqueEmail('admin');
  expect(portal('staff', 'invite', adminEmail, 'admin', '--name', 'Ada Admin')).toContain('Invited');
  const { page: admin, key } = await joinStaff(browser, adminEmail, request);
  const errors = watchErrors(admin);

  await menu(admin, 'Staff').click();
  await admin.getByRole('link', { name: 'Invite' }).click();
  const instructorEmail = uniqueEmail('instructor');
  await admin.getByLabel('Email').fill(instructorEmail);
  await admin.getByLabel('Name').fill('Ian Instructor');
  await admin.getByLabel('Role').click();
  await admin.getByRole('option', { name: 'Instructor' }).click();
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText(`Invitation sent to ${instructorEmail}.`)).toBeVisible();
  await expect(admin.getByRole('cell', { name: 'Ian Instructor' })).toBeVisible();

  await menu(admin, 'Audit log').click();
  await expect(admin.getByRole('cell', { name: 'Invited a staff member' })).toHaveCount(2);
  await expect(admin.getByRole('cell', { name: adminEmail })).toBeVisible();
  await expect(admin.getByRole('cell', { name: 'Operator (command line)' })).toBeVisible();
  await screenshotAtWidths(admin, 'console-audit-log');
  expect(errors).toEqual([]);

  // the next sign-in asks for the app's code after the password
  await admin.context().clearCookies();
  await admin.goto('/staff/login');
  await admin.getByRole('textbox', { name: 'Username' }).fill(adminEmail);
  await admin.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await admin.getByLabel('Code from your authenticator app').fill(codeFor(key));
  await admin.getByRole('button', { name: 'Verify' }).click();
  await expect(admin.getByRole('heading', { name: 'Welcome, Ada Admin' })).toBeVisible();

  // an instructor sees neither the staff nor the audit log
  const { page: instructor } = await joinStaff(browser, instructorEmail, request);
  await expect(instructor.getByText('You are signed in as Instructor.')).toBeVisible();
  await expect(menu(instructor, 'Staff')).toHaveCount(0);
  await expect(menu(instructor, 'Audit log')).toHaveCount(0);
  const refused = await instructor.request.get('/api/v1/staff/audit/');
  expect(refused.status()).toBe(403);

  // in French, and dark
  await instructor.getByRole('button', { name: 'English' }).click();
  await instructor.getByRole('menuitem', { name: 'Français' }).click();
  await expect(instructor.getByText('Vous êtes connecté avec le rôle Formation.')).toBeVisible();
  await expect(instructor.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await instructor.getByRole('button', { name: /thème|theme/i }).click();
  await screenshotAtWidths(instructor, 'console-home-fr-dark');
});

test('a registrar approves a handed-in document, and the student’s open page shows it approved', async ({
  browser,
  request,
}) => {
  const student = await browser.newPage();
  const email = await signUpAndVerify(student, request, 'documents');
  await student.goto('/document');
  const photoId = student.getByRole('region', { name: 'Government-issued Photo ID' });
  await photoId.getByLabel('Choose a file for Government-issued Photo ID').setInputFiles({
    name: 'photo-id.pdf',
    mimeType: 'application/pdf',
    buffer: onePagePdf(),
  });
  await expect(photoId.getByText('Uploaded, not saved')).toBeVisible({ timeout: 30_000 });
  await student.getByRole('button', { name: 'Save' }).click();
  await expect(photoId.getByText('Awaiting review')).toBeVisible();

  const registrarEmail = uniqueEmail('registrar');
  expect(portal('staff', 'invite', registrarEmail, 'registrar', '--name', 'Rita Registrar')).toContain(
    'Invited',
  );
  const { page: registrar } = await joinStaff(browser, registrarEmail, request);
  const errors = watchErrors(registrar);
  await expect(registrar.getByRole('list', { name: 'Waiting for you' })).toContainText('Documents to review');
  // from the student's record, found by their email, to the document
  await menu(registrar, 'Students').click();
  await registrar.getByRole('textbox', { name: 'Search' }).fill(email);
  // the search applies once typing pauses: then the student's row is the only one
  await expect(registrar.getByRole('cell', { name: 'Ana Tremblay' })).toHaveCount(1);
  await registrar.getByRole('cell', { name: 'Ana Tremblay' }).click();
  await expect(registrar.getByText(email)).toBeVisible();
  await screenshotAtWidths(registrar, 'console-student');
  await registrar.getByRole('cell', { name: 'Government-issued Photo ID' }).click();
  await expect(registrar.getByTitle('The file photo-id.pdf')).toBeVisible();
  await screenshotAtWidths(registrar, 'console-document-review');
  // a rejection says why: without remarks it is not sent
  await registrar.getByRole('button', { name: 'Reject' }).click();
  await expect(registrar.getByText('Say why the document is rejected: the student reads it.')).toBeVisible();
  await registrar.getByRole('button', { name: 'Approve' }).click();
  await expect(registrar.getByText('Document approved. The student is told.')).toBeVisible();
  await expect(registrar.getByText('This document has been reviewed.')).toBeVisible();

  // the student's page, left open, follows within its next poll
  await expect(photoId.getByText('Approved')).toBeVisible({ timeout: 20_000 });
  expect(errors).toEqual([]);
});
