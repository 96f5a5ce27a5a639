import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  PASSWORD,
  DEMO_CONTENT,
  codeFor,
  joinStaff,
  menu,
  onePagePdf,
  portal,
  screenshotAtWidths,
  searchList,
  signUpAndVerify,
  subscribeFree,
  uniqueEmail,
  watchErrors,
  zipFolder,
} from './support';

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
  // the form's fields, not the list's column headers, labelled alike while the list fades out
  const instructorEmail = uniqueEmail('instructor');
  await admin.getByRole('textbox', { name: 'Email' }).fill(instructorEmail);
  await admin.getByRole('textbox', { name: 'Name' }).fill('Ian Instructor');
  await admin.getByLabel('Role').click();
  await admin.getByRole('option', { name: 'Instructor' }).click();
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText(`Invitation sent to ${instructorEmail}.`)).toBeVisible();
  await expect(admin.getByRole('cell', { name: 'Ian Instructor' })).toBeVisible();

  await menu(admin, 'Audit log').click();
  // the invitation the admin sent, and theirs by the operator (among others made at the command line)
  await expect(admin.getByRole('row', { name: new RegExp(adminEmail) })).toContainText(
    'Invited a staff member',
  );
  await expect(
    admin
      .getByRole('row', { name: /Operator \(command line\)/ })
      .filter({ hasText: 'Invited a staff member' })
      .first(),
  ).toBeVisible();
  await screenshotAtWidths(admin, 'console-audit-log');
  expect(errors).toEqual([]);

  // in French, the server's refusal is said in French: an address that has an account is not invited
  await admin.getByRole('button', { name: 'English' }).click();
  await admin.getByRole('menuitem', { name: 'Français' }).click();
  await menu(admin, 'Personnel').click();
  await admin.getByRole('link', { name: 'Inviter' }).click();
  await admin.getByRole('textbox', { name: 'Courriel' }).fill(instructorEmail);
  await admin.getByRole('textbox', { name: 'Nom' }).fill('Ian Instructor');
  await admin.getByLabel('Rôle').click();
  await admin.getByRole('option', { name: 'Formation' }).click();
  await admin.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(admin.getByText('Un compte existe déjà avec cette adresse courriel.')).toBeVisible();
  await admin.getByRole('button', { name: 'Français' }).click();
  await admin.getByRole('menuitem', { name: 'English' }).click();

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
  // nor the finance office's screens: not in the menu, and not by their address either
  await expect(menu(instructor, 'Payments')).toHaveCount(0);
  await expect(menu(instructor, 'Instalments')).toHaveCount(0);
  await instructor.goto('/staff/#/payments');
  await expect(instructor.getByRole('table')).toHaveCount(0);
  expect((await instructor.request.get('/api/v1/staff/payments/')).status()).toBe(403);
  expect((await instructor.request.get('/api/v1/staff/installments/')).status()).toBe(403);
  await instructor.goto('/staff/');

  // in French, and dark
  await instructor.getByRole('button', { name: 'English' }).click();
  await instructor.getByRole('menuitem', { name: 'Français' }).click();
  await expect(instructor.getByText('Vous êtes connecté avec le rôle Formation.')).toBeVisible();
  await expect(instructor.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await instructor.getByRole('button', { name: /thème|theme/i }).click();
  await screenshotAtWidths(instructor, 'console-home-fr-dark');
});

test('a registrar verifies a profile and approves a handed-in document; the student sees both', async ({
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
  await searchList(registrar, email);
  await expect(registrar.getByRole('cell', { name: 'Ana Tremblay' })).toHaveCount(1);
  await registrar.getByRole('cell', { name: 'Ana Tremblay' }).click();
  await expect(registrar.getByText(email)).toBeVisible();
  // the profile field by field: the first name verified, the last name rejected saying why
  const profile = registrar.getByRole('table', { name: 'Profile' });
  await profile.getByRole('button', { name: 'Verify First name' }).click();
  await expect(
    registrar.getByText('Field verified. It is locked for the student, who is told.'),
  ).toBeVisible();
  await profile.getByRole('button', { name: 'Reject Last name' }).click();
  const rejecting = registrar.getByRole('dialog', { name: 'Reject Last name' });
  await rejecting.getByRole('button', { name: 'Reject' }).click();
  await expect(rejecting.getByText('Say why the field is rejected: the student reads it.')).toBeVisible();
  await rejecting.getByLabel('Remarks for the student').fill('Write it as on your permit.');
  await rejecting.getByRole('button', { name: 'Reject' }).click();
  await expect(rejecting).toBeHidden();
  await expect(profile.getByRole('row', { name: /^Last name/ })).toContainText('Rejected');
  await expect(profile.getByRole('row', { name: /^First name/ })).toContainText('Verified');
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
  // and their profile says which fields the school verified, and why one was rejected
  await student.goto('/profile');
  await expect(student.getByText('Write it as on your permit.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a registrar enrols a student on a bursary and graduates them; the student’s room follows', async ({
  browser,
  request,
}) => {
  const student = await browser.newPage();
  const email = await signUpAndVerify(student, request, 'bursary');
  const registrarEmail = uniqueEmail('registrar');
  portal('staff', 'invite', registrarEmail, 'registrar');
  const { page: registrar } = await joinStaff(browser, registrarEmail, request);
  const errors = watchErrors(registrar);
  await menu(registrar, 'Students').click();
  await searchList(registrar, email);
  await expect(registrar.getByRole('cell', { name: 'Ana Tremblay' })).toHaveCount(1);
  await registrar.getByRole('cell', { name: 'Ana Tremblay' }).click();
  await registrar.getByRole('link', { name: 'Enrol in a program' }).click();
  // the student is the record's; the program and the note are the registrar's
  await expect(registrar.getByRole('combobox', { name: 'Student' })).toHaveValue('Ana Tremblay');
  await registrar.getByRole('combobox', { name: 'Program' }).click();
  await registrar.getByRole('option', { name: 'Food Handler Certification' }).click();
  await registrar.getByLabel('Note for the student').fill('Bursary from the Rotary Club.');
  await registrar.getByRole('button', { name: 'Save' }).click();
  await expect(
    registrar.getByText('Enrolled. The program is open to the student, who is told.'),
  ).toBeVisible();
  const enrolment = Number(registrar.url().split('/').at(-1));
  await student.goto(`/program-journey/room/food-handler-certification/${enrolment}`);
  await expect(student.getByRole('navigation', { name: 'Sections' }).first()).toBeVisible();

  await registrar.getByRole('button', { name: 'Graduate' }).click();
  const graduating = registrar.getByRole('dialog', { name: /^Graduate Ana Tremblay from/ });
  await graduating.getByLabel('Keep the room open to look at after graduating').check();
  await graduating.getByLabel('Until').fill('2030-06-30');
  await graduating.getByRole('button', { name: 'Graduate' }).click();
  await expect(
    registrar.getByText('Graduated. The student is told and their transcript is ready.'),
  ).toBeVisible();
  await expect(registrar.getByText('Graduated', { exact: true }).first()).toBeVisible();
  await screenshotAtWidths(registrar, 'console-enrolment');
  // the enrolments list it as graduated
  await menu(registrar, 'Enrolments').click();
  await searchList(registrar, email);
  const enrolled = registrar.getByRole('row', { name: /Food Handler Certification/ });
  await expect(enrolled).toHaveCount(1);
  await expect(enrolled).toContainText('Graduated');
  expect(errors).toEqual([]);
});

test('an admin switches the theme preset and the portal follows', async ({ browser, request }) => {
  const adminEmail = uniqueEmail('settings-admin');
  portal('staff', 'invite', adminEmail, 'admin', '--name', 'Sam Settings');
  const { page: admin } = await joinStaff(browser, adminEmail, request);
  const errors = watchErrors(admin);
  const student = await browser.newPage();
  const demo = (await (await admin.request.get('/api/v1/staff/institute/')).json()) as {
    theme_preset: string;
  };
  const primary = async () => {
    await student.goto('/');
    await expect(student.getByRole('link', { name: 'Login/Signup' })).toBeVisible();
    return student.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main').trim(),
    );
  };
  // the demo's blue, then purple: the presets' main colours
  expect(demo.theme_preset).toBe('blue');
  expect((await primary()).toUpperCase()).toBe('#2065D1');

  try {
    await menu(admin, 'Settings').click();
    await expect(admin.getByLabel('Name', { exact: true })).not.toHaveValue('');
    await admin.getByRole('radio', { name: 'Purple' }).check();
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('Settings saved. Students see them on their next page.')).toBeVisible();
    await screenshotAtWidths(admin, 'console-institute-settings');
    expect((await primary()).toUpperCase()).toBe('#7635DC');

    // a link a browser would run is refused under its field, and what was typed stays
    await admin.getByRole('tab', { name: 'Contact and links' }).click();
    await admin.getByLabel('Student handbook').fill('javascript:alert(1)');
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByLabel('Student handbook')).toHaveValue('javascript:alert(1)');
    await expect(admin.getByLabel('Student handbook')).toHaveAttribute('aria-invalid', 'true');
  } finally {
    const reset = await admin.request.patch('/api/v1/staff/institute/', {
      data: { theme_preset: demo.theme_preset },
      headers: { origin: new URL(admin.url()).origin },
    });
    expect(reset.status()).toBe(200);
  }
  expect(errors).toEqual([]);
});

test('an admin downloads the content folder, sees a broken folder’s problems, then imports the download', async ({
  browser,
  request,
}) => {
  const adminEmail = uniqueEmail('content-admin');
  portal('staff', 'invite', adminEmail, 'admin', '--name', 'Cora Content');
  const { page: admin } = await joinStaff(browser, adminEmail, request);
  const errors = watchErrors(admin);
  await menu(admin, 'Content folder').click();

  const downloading = admin.waitForEvent('download');
  await admin.getByRole('link', { name: 'Download the folder (zip)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^content-\d{4}-\d{2}-\d{2}\.zip$/);
  const exported = readFileSync((await download.path())!);

  // the demo's own folder, first with an email that is none
  const broken = await zipFolder(DEMO_CONTENT, 'demo', {
    file: 'institute.yaml',
    from: 'email: admissions@mapleridgecollege.ca',
    to: 'email: admissions',
  });
  await admin.getByLabel('Zipped content folder').setInputFiles({
    name: 'content.zip',
    mimeType: 'application/zip',
    buffer: broken,
  });
  await admin.getByRole('button', { name: 'Check' }).click();
  await expect(admin.getByText('The folder was not imported. Mend these and check it again:')).toBeVisible();
  await expect(admin.getByText(/^line 20: email/)).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Import' })).toBeDisabled();

  await admin.getByLabel('Zipped content folder').setInputFiles({
    name: 'content.zip',
    mimeType: 'application/zip',
    buffer: exported,
  });
  await admin.getByRole('button', { name: 'Check' }).click();
  await expect(admin.getByText(/^The folder is ready: Maple Ridge College of Applied Skills/)).toBeVisible();
  await admin.getByRole('button', { name: 'Import' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Import' }).click();
  await expect(admin.getByText(/^Imported: Maple Ridge College of Applied Skills/)).toBeVisible();
  await screenshotAtWidths(admin, 'console-content-folder');
  expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
});

test('an instructor rewrites their program’s summary and adds a cohort students can join', async ({
  browser,
  request,
}) => {
  const slug = 'early-childhood-education-assistant';
  const email = uniqueEmail('program-instructor');
  portal('staff', 'invite', email, 'instructor', '--name', 'Iris Instructor', '--programs', slug);
  const { page: instructor } = await joinStaff(browser, email, request);
  const errors = watchErrors(instructor);
  await menu(instructor, 'Programs').click();
  // their one program, and no other
  await expect(instructor.getByRole('row')).toHaveCount(2);
  await instructor.getByRole('cell', { name: 'Early Childhood Education Assistant' }).click();

  const summary = `Evening classes for working adults, run ${Date.now()}.`;
  await instructor.getByLabel('Summary', { exact: true }).fill(summary);
  await instructor
    .getByLabel('Description', { exact: true })
    .fill('## What you learn\n\n- **Play** and care');
  await instructor.getByRole('tab', { name: 'Preview' }).first().click();
  await expect(instructor.getByRole('heading', { name: 'What you learn' })).toBeVisible();
  await instructor.getByRole('button', { name: 'Save' }).click();
  await expect(instructor.getByText('Program saved. Students see it on their next page.')).toBeVisible();
  const course = async () => (await request.get(`/api/v1/courses/slug/${slug}/`)).json();
  expect((await course()).short_description).toBe(summary);

  await instructor.getByRole('button', { name: 'Add a cohort' }).click();
  const dialog = instructor.getByRole('dialog', { name: 'Add a cohort' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Summer intensive 2027');
  await dialog.getByLabel('Name in French').fill('Intensif d’été 2027');
  await dialog.getByLabel('Starts').fill('2027-07-05');
  await dialog.getByLabel('Ends').fill('2027-06-01');
  await dialog.getByLabel('Price').fill('450');
  await dialog.getByLabel('Seats').fill('12');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // a cohort ending before it starts is refused under its end, and what was typed stays
  await expect(dialog.getByText('The cohort ends on or after the day it starts.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'Summer intensive 2027',
  );
  await dialog.getByLabel('Ends').fill('2027-08-27');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(instructor.getByText('Cohort added. Students can join it now.')).toBeVisible();
  await expect(instructor.getByRole('row', { name: /Summer intensive 2027/ })).toContainText('0 / 12');
  await screenshotAtWidths(instructor, 'console-program');
  const cohorts = (await course()).cohorts as { name: string; price: number }[];
  expect(cohorts).toContainEqual(expect.objectContaining({ name: 'Summer intensive 2027', price: 45000 }));
  const french = await (
    await request.get(`/api/v1/courses/slug/${slug}/`, { headers: { 'accept-language': 'fr-CA' } })
  ).json();
  expect(french.cohorts).toContainEqual(expect.objectContaining({ name: 'Intensif d’été 2027' }));

  // an item of the room, from the program's outline
  await instructor.getByRole('region', { name: 'Sections and items' }).getByRole('link').first().click();
  await instructor.getByLabel('Length in minutes').fill('25');
  await instructor.getByRole('button', { name: 'Save' }).click();
  await expect(instructor.getByText('Item saved. Students see it on their next page.')).toBeVisible();
  expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
});

test('an instructor adds a section, a lesson and a quiz, moves the lesson, and removes them; the student’s room follows', async ({
  browser,
  request,
}) => {
  const slug = 'digital-literacy-essentials';
  const email = uniqueEmail('outline-instructor');
  portal('staff', 'invite', email, 'instructor', '--name', 'Owen Outline', '--programs', slug);
  const { page: instructor } = await joinStaff(browser, email, request);
  const errors = watchErrors(instructor);
  const student = await browser.newPage();
  const studentEmail = await signUpAndVerify(student, request, 'outline-student');
  const { id: subscription } = await subscribeFree(student, studentEmail, slug);
  const room = async () => {
    const course = (await (await student.request.get(`/api/v1/courses/slug/${slug}/`)).json()) as {
      id: number;
    };
    const sections = (await (
      await student.request.get(`/api/v1/sections/?course=${course.id}&subscription=${subscription}`)
    ).json()) as { results: { name: string; index: number; contents: { name: string }[] }[] };
    return sections.results.sort((a, b) => a.index - b.index);
  };

  await menu(instructor, 'Programs').click();
  await instructor.getByRole('cell', { name: 'Digital Literacy Essentials' }).click();
  const outline = instructor.getByRole('region', { name: 'Sections and items' });
  const sectionName = `Staying safe on public Wi-Fi ${Date.now()}`;
  await outline.getByRole('button', { name: 'Add a section' }).click();
  const dialog = instructor.getByRole('dialog', { name: 'Add a section' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(sectionName);
  await dialog
    .getByRole('textbox', { name: 'Name in French' })
    .fill('Rester en sécurité sur un Wi-Fi public');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(instructor.getByText('Section added.')).toBeVisible();

  const added = outline.getByRole('region', { name: sectionName });
  await added.getByRole('link', { name: `Add an item to ${sectionName}` }).click();
  await instructor.getByRole('textbox', { name: 'Name', exact: true }).fill('Spotting a fake hotspot');
  await instructor
    .getByLabel('Text (Markdown)')
    .fill('# Fake hotspots\n\nAsk staff for the **exact** network name.');
  await instructor.getByRole('tab', { name: 'Preview' }).click();
  await expect(instructor.getByRole('heading', { name: 'Fake hotspots' })).toBeVisible();
  await instructor.getByLabel('Optional').check();
  await instructor.getByRole('button', { name: 'Save' }).click();
  await expect(instructor.getByText('Item added. Students see it on their next page.')).toBeVisible();
  expect((await room()).at(-1)).toMatchObject({
    name: sectionName,
    contents: [expect.objectContaining({ name: 'Spotting a fake hotspot' })],
  });

  // up from the top of its section: to the end of the section before
  await instructor.goBack();
  await instructor.goBack();
  await outline.getByRole('button', { name: 'Move Spotting a fake hotspot up' }).click();
  await expect(added.getByRole('link', { name: /Spotting a fake hotspot/ })).toHaveCount(0);
  const sections = await room();
  expect(sections.at(-2)!.contents.at(-1)).toMatchObject({ name: 'Spotting a fake hotspot' });
  await screenshotAtWidths(instructor, 'console-program-outline');

  await outline.getByRole('button', { name: 'Remove Spotting a fake hotspot' }).click();
  await instructor.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(outline.getByRole('link', { name: /Spotting a fake hotspot/ })).toHaveCount(0);
  // a quiz, written with its first question, and then its page
  await added.getByRole('link', { name: `Add an item to ${sectionName}` }).click();
  await instructor.getByLabel('Kind of item').click();
  await instructor.getByRole('option', { name: 'Quiz' }).click();
  await instructor.getByRole('textbox', { name: 'Name', exact: true }).fill('Wi-Fi check');
  await instructor.getByRole('textbox', { name: 'First question' }).fill('Which network do you join?');
  const options = instructor.getByRole('textbox', { name: 'Option', exact: true });
  await options.nth(0).fill('The one staff name');
  await options.nth(1).fill('The strongest signal');
  await instructor.getByRole('button', { name: 'Save' }).click();
  await expect(instructor.getByText('Item added. Students see it on their next page.')).toBeVisible();
  await expect(instructor.getByRole('region', { name: 'Questions' }).getByRole('listitem')).toHaveCount(1);
  await instructor.goBack();
  await instructor.goBack();
  await expect(added.getByRole('link', { name: /Wi-Fi check/ })).toBeVisible();

  await outline.getByRole('button', { name: `Remove the section ${sectionName}` }).click();
  await instructor.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(outline.getByRole('region', { name: sectionName })).toHaveCount(0);
  const after = await room();
  expect(after.map((section) => section.name)).not.toContain(sectionName);
  expect(after.flatMap((section) => section.contents.map((item) => item.name))).not.toContain(
    'Spotting a fake hotspot',
  );
  expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
});

/** An instructor of the business communication program, signed in, on an item of its outline. */
async function businessItem(browser: Browser, request: APIRequestContext, name: string, item: RegExp) {
  const email = uniqueEmail('business-instructor');
  portal('staff', 'invite', email, 'instructor', '--name', name, '--programs', 'business-communication');
  const { page: instructor } = await joinStaff(browser, email, request);
  const errors = watchErrors(instructor);
  await menu(instructor, 'Programs').click();
  await instructor.getByRole('cell', { name: 'Business Communication' }).click();
  await instructor
    .getByRole('region', { name: 'Sections and items' })
    .getByRole('link', { name: item })
    .click();
  return { instructor, errors };
}

test('an instructor adds a question to a quiz in both languages, then removes it', async ({
  browser,
  request,
}) => {
  const { instructor, errors } = await businessItem(browser, request, 'Quinn Quiz', /Quiz: plain language/);
  const questions = instructor.getByRole('region', { name: 'Questions' });
  await expect(questions.getByRole('listitem').first()).toBeVisible();
  const before = await questions.getByRole('listitem').count();
  await questions.getByRole('button', { name: 'Add a question' }).click();
  const dialog = instructor.getByRole('dialog', { name: 'Add a question' });
  const text = `Which sentence is plainer? ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Question', exact: true }).fill(text);
  await dialog.getByRole('textbox', { name: 'Question in French' }).fill('Quelle phrase est la plus claire?');
  await dialog
    .getByRole('textbox', { name: 'Option', exact: true })
    .first()
    .fill('Please send it by Friday.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // the second option is empty: refused under it, and what was typed stays
  await expect(dialog.getByText('Required')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Question', exact: true })).toHaveValue(text);
  await dialog
    .getByRole('textbox', { name: 'Option', exact: true })
    .nth(1)
    .fill('Kindly ensure transmission prior to end of week.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(instructor.getByText('Question added. The next attempts ask it.')).toBeVisible();
  await expect(questions.getByRole('listitem')).toHaveCount(before + 1);
  await expect(questions.getByText(text)).toBeVisible();
  await screenshotAtWidths(instructor, 'console-quiz-questions');

  await questions.getByRole('button', { name: `Remove the question ${text}` }).click();
  await instructor.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(questions.getByRole('listitem')).toHaveCount(before);
  expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
});

test('an instructor replaces a video’s French captions: a broken file is refused by its line', async ({
  browser,
  request,
}) => {
  const slug = 'business-communication';
  const { instructor, errors } = await businessItem(
    browser,
    request,
    'Cam Captions',
    /Video: rewriting a confusing email/,
  );
  const french = instructor.getByRole('region', { name: 'Captions in French' });
  await expect(french.getByRole('link', { name: /\.vtt$/ })).toBeVisible();
  const field = french.getByLabel('Caption file in French');
  await field.setInputFiles({
    name: 'broken.vtt',
    mimeType: 'text/vtt',
    buffer: Buffer.from('00:00:00.000 --> 00:00:02.000\nSans en-tête\n'),
  });
  await french.getByRole('button', { name: 'Upload' }).click();
  await expect(french.getByText(/^line 1: /)).toBeVisible();
  // a cue past the end of the video, whose length the server read from its file
  await field.setInputFiles({
    name: 'late.vtt',
    mimeType: 'text/vtt',
    buffer: Buffer.from('WEBVTT\n\n00:00.000 --> 59:00.000\nJusqu’à la fin\n'),
  });
  await french.getByRole('button', { name: 'Upload' }).click();
  await expect(french.getByText(/^line 3: the cue ends at 59:00\.000, after the video \(/)).toBeVisible();

  const original = path.join(DEMO_CONTENT, 'programs', slug, 'media/plain-language-rewrite.fr-CA.vtt');
  await field.setInputFiles(original);
  await french.getByRole('button', { name: 'Upload' }).click();
  await expect(instructor.getByText('File uploaded. Students see it on their next page.')).toBeVisible();
  await expect(
    french.getByRole('link', { name: /^plain-language-rewrite-fr-ca-[0-9a-f]{16}\.vtt$/ }),
  ).toBeVisible();
  await screenshotAtWidths(instructor, 'console-video-captions');
  expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
});

test('support answers a student’s request from the console, and the student reads it', async ({
  browser,
  request,
}) => {
  const student = await browser.newPage();
  await signUpAndVerify(student, request, 'console-help');
  const subject = `My receipt shows the wrong name ${Date.now()}`;
  await student.getByRole('button', { name: 'Help' }).first().click();
  const asking = student.getByRole('dialog', { name: 'How can we help?' });
  await asking.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await asking
    .getByRole('textbox', { name: 'Message' })
    .fill('It says Ana Tremblay-Roy; my name is Ana Tremblay.');
  await asking.getByRole('button', { name: 'Submit' }).click();
  await expect(
    student.getByText('Your request is submitted! Admin will get in touch with you shortly.'),
  ).toBeVisible();

  const supportEmail = uniqueEmail('support');
  portal('staff', 'invite', supportEmail, 'support', '--name', 'Sara Support');
  const { page: support } = await joinStaff(browser, supportEmail, request);
  const errors = watchErrors(support);
  await support.getByRole('link', { name: /Open support requests/ }).click();
  await searchList(support, subject);
  await expect(support.getByRole('cell', { name: subject })).toHaveCount(1);
  await support.getByRole('cell', { name: subject }).click();
  await expect(support.getByText('It says Ana Tremblay-Roy; my name is Ana Tremblay.')).toBeVisible();
  await support.getByLabel('Your answer').fill('Fixed: download the receipt again from Payments.');
  await support.getByRole('button', { name: 'Send the answer' }).click();
  await expect(support.getByText('Answer sent. The student is notified.')).toBeVisible();
  await screenshotAtWidths(support, 'console-support-request');

  await student.goto('/support');
  const asked = student.locator('main').getByRole('article').filter({ hasText: subject });
  await expect(asked).toContainText('Fixed: download the receipt again from Payments.');
  expect(errors).toEqual([]);
});

test('an instructor hides a rude reply on their program’s board, and students no longer read it', async ({
  browser,
  request,
}) => {
  const slug = 'digital-literacy-essentials';
  const student = await browser.newPage();
  const email = await signUpAndVerify(student, request, 'board');
  await subscribeFree(student, email, slug);
  const course = (await (await student.request.get(`/api/v1/courses/slug/${slug}/`)).json()) as {
    id: number;
  };
  const origin = new URL(student.url()).origin;
  const thread = (await (
    await student.request.post('/api/v1/forum/threads/', {
      data: { course: course.id, title: `Formulas ${Date.now()}`, body: 'How do I sum a column?' },
      headers: { origin },
    })
  ).json()) as { id: number };
  const rude = `Rude words ${Date.now()}`;
  await student.request.post(`/api/v1/forum/threads/${thread.id}/posts/`, {
    data: { body: rude },
    headers: { origin },
  });

  const instructorEmail = uniqueEmail('board-instructor');
  portal('staff', 'invite', instructorEmail, 'instructor', '--name', 'Omar Moderator', '--programs', slug);
  const { page: instructor } = await joinStaff(browser, instructorEmail, request);
  const errors = watchErrors(instructor);
  await menu(instructor, 'Forum').click();
  await searchList(instructor, rude);
  await expect(instructor.getByRole('cell', { name: rude })).toHaveCount(1);
  await instructor.getByRole('cell', { name: rude }).click();
  await instructor.getByRole('button', { name: 'Hide from students' }).click();
  await expect(instructor.getByText('Hidden from students.')).toBeVisible();
  await expect(instructor.getByRole('button', { name: 'Show again' })).toBeVisible();
  await screenshotAtWidths(instructor, 'console-forum-post');

  const seen = (await (await student.request.get(`/api/v1/forum/threads/${thread.id}/`)).json()) as {
    posts: { state: string; body: string }[];
  };
  expect(seen.posts[1]).toMatchObject({ state: 'hidden', body: '' });
  expect(errors).toEqual([]);
});

test('an instructor schedules a live session from the console, then cancels it; the student’s page follows', async ({
  browser,
  request,
}) => {
  const slug = 'digital-literacy-essentials';
  const student = await browser.newPage();
  const email = await signUpAndVerify(student, request, 'console-live');
  await subscribeFree(student, email, slug);
  const instructorEmail = uniqueEmail('live-instructor');
  portal('staff', 'invite', instructorEmail, 'instructor', '--name', 'Lina Live', '--programs', slug);
  const { page: instructor } = await joinStaff(browser, instructorEmail, request);
  const errors = watchErrors(instructor);

  await menu(instructor, 'Live sessions').click();
  await instructor.getByRole('link', { name: 'Schedule a session' }).click();
  await instructor.getByRole('combobox', { name: 'Program' }).click();
  await instructor.getByRole('option', { name: 'Digital Literacy Essentials' }).click();
  const title = `Spotting online scams ${Date.now()}`;
  await instructor.getByRole('textbox', { name: 'Title' }).fill(title);
  // tomorrow at 18:30 on the school's clock, as its staff read it
  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(
    new Date(Date.now() + 86_400_000),
  );
  await instructor.getByLabel('Starts').fill(`${tomorrow}T18:30`);
  await instructor.getByRole('spinbutton', { name: 'Length in minutes' }).fill('45');
  // a plain-http link is refused under its field, and what was typed stays
  await instructor.getByRole('textbox', { name: 'Meeting link' }).fill('http://meet.jit.si/MapleScams');
  await instructor.getByRole('button', { name: 'Save' }).click();
  await expect(instructor.getByText('a full https:// link')).toBeVisible();
  await expect(instructor.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await instructor.getByRole('textbox', { name: 'Meeting link' }).fill('https://meet.jit.si/MapleScams');
  await instructor.getByRole('button', { name: 'Save' }).click();
  await expect(instructor.getByText('Session scheduled. Its students are notified.')).toBeVisible();
  await expect(instructor.getByText('(America/Toronto)')).toContainText('6:30');
  await screenshotAtWidths(instructor, 'console-live-session');

  await student.goto('/live-connect');
  await expect(student.locator('main').getByRole('article').filter({ hasText: title })).toBeVisible();

  await instructor.getByRole('button', { name: 'Cancel the session' }).click();
  await instructor.getByRole('dialog').getByRole('button', { name: 'Cancel the session' }).click();
  await expect(instructor.getByText('Session cancelled. Its students are notified.')).toBeVisible();
  await expect(instructor.getByRole('button', { name: 'Cancel the session' })).toHaveCount(0);

  await student.goto('/live-connect?status=cancelled');
  await expect(student.locator('main').getByRole('article').filter({ hasText: title })).toBeVisible();
  expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
});
