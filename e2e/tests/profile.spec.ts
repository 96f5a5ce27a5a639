import { execFileSync } from 'node:child_process';
import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { DESKTOP, screenshotAtWidths, signUpAndVerify, watchErrors } from './support';

const SIN = '046454286';
const MASKED_SIN = '•••-•••-286';

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 96×96 PNG, a diagonal gradient: the server reads its bytes, and the PDF draws it. */
function pngPhoto(size = 96): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3);
    for (let x = 0; x < size; x++) rows.set([40 + x, 90 + y, 200 - ((x + y) >> 1)], row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PDF large enough (about 700 kB) for a slowed upload to show its progress. */
function pdfFile(): Buffer {
  return Buffer.concat([
    Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
    Buffer.from(`% ${'scan '.repeat(140_000)}\n`),
    Buffer.from('%%EOF\n'),
  ]);
}

/** Uploads crawl at 256 kB/s, so the progress bar is there to be seen. */
async function slowUploads(page: Page, on: boolean) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: on ? 20 : 0,
    downloadThroughput: -1,
    uploadThroughput: on ? 256 * 1024 : -1,
  });
}

/** Toasts sit over the page; a picture of the page is taken once they are closed. */
async function closeToasts(page: Page) {
  // by CSS: an open dialog hides the rest of the page, toasts too, from the accessibility tree
  const close = page.locator('.notistack-SnackbarContainer button[aria-label="Close"]');
  for (const button of await close.all()) await button.click();
  await expect(close).toHaveCount(0);
}

/** At the top of the page, so the sticky header and avatar card sit where a reader first sees them. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await closeToasts(page);
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

test('a new student registers, completes the profile, sends documents, signs and downloads the PDF', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  await page.setViewportSize(DESKTOP);
  await signUpAndVerify(page, request, 'profile');

  // the registration form, with the address autocomplete limited to Canada
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Registration', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Registration \| /);
  await expect(page.getByLabel(/^First name/)).toHaveValue('Ana');
  await screenshotAtWidths(page, 'registration', () => settle(page));
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please select province')).toBeVisible();

  await page.getByRole('combobox', { name: /^Mailing address/ }).fill('2300 Yonge Street, Toronto');
  await page.getByRole('option', { name: /2300 Yonge Street, Toronto, ON/ }).click();
  await expect(page.getByText('Sandbox address search')).toBeVisible();
  await expect(page.getByLabel(/^City/)).toHaveValue('Toronto');
  await expect(page.getByRole('combobox', { name: /^Province/ })).toHaveText('Ontario');
  const postal = page.getByLabel(/^Postal code/);
  await expect(postal).toHaveValue(/^[A-Z]\d[A-Z]$/);
  await postal.fill(`${await postal.inputValue()} 1E4`);
  await page.getByLabel(/^Phone/).fill('416-555-0142');
  await page.getByLabel(/^Date of birth/).fill('2000-05-17');
  await page.getByRole('button', { name: 'Register' }).click();

  // the profile asks for the rest, already in edit mode
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await expect(page).toHaveTitle(/^Profile \| /);
  await expect(
    page.getByText(/^Note : Some new details are required for profile verification/),
  ).toBeVisible();
  const sin = page.getByLabel(/^Social Insurance Number/);
  await expect(sin).toBeEnabled();
  await sin.fill(SIN);
  await page.getByRole('combobox', { name: 'Legal status in Canada' }).click();
  await page.getByRole('option', { name: 'Canadian citizen' }).click();
  await page.getByLabel('Full name').fill('Marc Tremblay');
  await page.getByRole('combobox', { name: 'Relation' }).click();
  await page.getByRole('option', { name: 'Father' }).click();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('checkbox', { name: /student handbook/ }).check();
  await page.getByRole('checkbox', { name: /media release/ }).check();
  await page.getByLabel('Choose a profile photo').setInputFiles({
    name: 'ana.png',
    mimeType: 'image/png',
    buffer: pngPhoto(),
  });
  await expect(page.getByText('New photo: it is saved with Update Details.')).toBeVisible();
  await screenshotAtWidths(page, 'profile-edit', () => settle(page));
  await page.setViewportSize(DESKTOP);

  await page.getByRole('button', { name: 'Update Details' }).click();
  await expect(page.getByText('The Profile Information has been successfully updated!')).toBeVisible();
  await expect(page.getByText('Your profile is completed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Details' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible();
  await expect(page.getByLabel('Social Insurance Number (SIN)')).toHaveValue(MASKED_SIN);
  await expect(page.getByLabel(/^First name/)).toHaveAttribute('readonly', '');
  await expect(page.getByText(/Some new details are required/)).toBeHidden();
  await expect(page.getByRole('img', { name: 'Photo of Ana Tremblay' })).toHaveAttribute(
    'src',
    /^\/api\/v1\/files\/\d+\/$/,
  );
  expect(await page.content()).not.toContain(SIN);

  // the profile as a PDF: the name and the masked SIN, never the full one
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^student-profile-\d{4}-\d{2}-\d{2}\.pdf$/);
  await expect(page.getByText('PDF downloaded successfully!')).toBeVisible();
  const pdfPath = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(pdfPath);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdfPath, '-'], { encoding: 'utf8' });
  expect(text).toContain('Ana');
  expect(text).toContain('Tremblay');
  expect(text).toContain(MASKED_SIN);
  expect(text).not.toContain(SIN);

  await page.mouse.move(0, 0);
  await screenshotAtWidths(page, 'profile', () => settle(page));
  await page.setViewportSize(DESKTOP);

  // a document upload with its progress, then Save sends it for review
  await page.goto('/document');
  await expect(page.getByRole('heading', { name: 'My Documents', level: 1 })).toBeVisible();
  const photoId = page.getByRole('region', { name: 'Government-issued Photo ID' });
  await expect(photoId.getByText('Pending upload')).toBeVisible();
  await slowUploads(page, true);
  await photoId.getByLabel('Choose a file for Government-issued Photo ID').setInputFiles({
    name: 'photo-id.pdf',
    mimeType: 'application/pdf',
    buffer: pdfFile(),
  });
  const progress = photoId.getByRole('progressbar', {
    name: 'Uploading the file for Government-issued Photo ID',
  });
  await expect(progress).toBeVisible();
  await expect(photoId.getByText(/^\d+% uploaded$/)).toBeVisible();
  await expect(photoId.getByText('Uploaded, not saved')).toBeVisible({ timeout: 30_000 });
  await expect(progress).toBeHidden();
  await slowUploads(page, false);
  await expect(photoId.getByRole('link', { name: 'Your file photo-id.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(photoId.getByText('Awaiting review')).toBeVisible();
  await expect(page.getByText('Your documents have been saved.')).toBeVisible();
  await expect(photoId.getByRole('button', { name: /Upload|Replace/ })).toHaveCount(0);

  // the e-signature document: read it, type the full name, agree, sign
  const agreement = page.getByRole('region', { name: 'Enrolment Agreement' });
  await expect(agreement.getByText('Pending sign')).toBeVisible();
  await agreement.getByRole('button', { name: 'Sign Enrolment Agreement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign: Enrolment Agreement' });
  await expect(dialog.getByRole('region', { name: 'The document to sign' })).toBeVisible();
  await screenshotAtWidths(page, 'sign-dialog', () => settle(page), { fullPage: false });
  await dialog.getByLabel(/^Your legal name/).fill('Ana Tremblay');
  await dialog.getByRole('checkbox', { name: /agree to sign it electronically/ }).check();
  await dialog.getByRole('button', { name: 'Sign the document' }).click();
  await expect(dialog).toBeHidden();
  await expect(agreement.getByText('Awaiting review')).toBeVisible();
  await expect(agreement.getByRole('link', { name: /^Your signed document .+\.pdf$/ })).toBeVisible();
  await expect(agreement.getByRole('button', { name: 'Sign Enrolment Agreement' })).toHaveCount(0);
  await page.mouse.move(0, 0);
  await screenshotAtWidths(page, 'documents', () => settle(page));

  // the same card in the profile
  await page.setViewportSize(DESKTOP);
  await page.goto('/profile');
  await expect(
    page.getByRole('region', { name: 'Government-issued Photo ID' }).getByText('Awaiting review'),
  ).toBeVisible();

  // the three screens pass an automated accessibility check (WCAG 2 A and AA)
  for (const path of ['/profile', '/profile/edit', '/document', '/register']) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(
      violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  }
  expect(errors).toEqual([]);
});
