import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Browser, type Page, expect } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import yazl from 'yazl';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
/** The demo institute's content folder. */
export const DEMO_CONTENT = path.join(root, 'content/demo');

/** An operator command, handed to the running portal as `npm run portal` does. */
export function portal(...args: string[]) {
  const dataDir = path.resolve(here, '..', process.env.E2E_DATA_DIR ?? '.data');
  return execFileSync('node', [path.join(root, 'apps/server/dist/cli.js'), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** Console errors and uncaught exceptions of a page, so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** A screen has rendered when its main region holds a first-level heading. */
export async function expectScreen(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
}

export async function screenshot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage });
}

/**
 * Both widths of a screen: `phone-{name}.png` at 390 px and `desktop-{name}.png` at 1280 px; the
 * whole page, or what the window shows (`fullPage: false`, for a dialog).
 */
export async function screenshotAtWidths(
  page: Page,
  name: string,
  settle?: () => Promise<void>,
  { fullPage = true } = {},
) {
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await settle?.();
    await screenshot(page, `${label}-${name}`, fullPage);
  }
}

export type OutboxMail = { to: string; subject: string; links: string[]; sent_at: string };

export const PASSWORD = 'maple-leaf-2026';

/** An IPv4 address from the range set aside for testing (198.18.0.0/15), different on each call. */
export function uniqueAddress() {
  const n = Math.floor(Math.random() * 131_072);
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

/** An address no earlier run has used: each run starts on an empty data folder, but a rerun may not. */
export function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMail[]> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { results: OutboxMail[] }).results;
}

/** The newest link in the student's mail that matches `pattern`, once the mail has arrived. */
export async function mailedLink(request: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await outbox(request, to)).flatMap((mail) => mail.links).find((l) => pattern.test(l));
      return link;
    })
    .toBeTruthy();
  return link!;
}

export async function fillSignUp(form: Page, email: string, name = { first: 'Ana', last: 'Tremblay' }) {
  await form.getByLabel('First name').fill(name.first);
  await form.getByLabel('Last name').fill(name.last);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByLabel(/^Confirm password/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
}

export async function fillSignIn(form: Page, email: string, password: string) {
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * A new student: signs up on the full page and opens the mailed link, which signs them in on the
 * dashboard. One sign-up, no sign-in call: the server allows 5 of each a minute per address.
 */
export async function signUpAndVerify(page: Page, request: APIRequestContext, label: string) {
  const email = uniqueEmail(label);
  // a student of their own, from their own address: the sign-up limit counts per address
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress() });
  await page.goto('/auth/register-unprotected?redirect=/dashboard');
  await fillSignUp(page, email);
  await expect(page.getByRole('heading', { name: 'Check your email', level: 1 })).toBeVisible();
  await page.goto(await mailedLink(request, email, /\/auth\/verify\?token=/));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'My Programs', level: 1 })).toBeVisible();
  return email;
}

type Section = { id: number; index: number; contents: { id: number; name: string; content_type: string }[] };

/** Subscribes the signed-in student to a free program: the subscription and the room's items in order. */
export async function subscribeFree(page: Page, email: string, slug: string) {
  const course = (await (await page.request.get(`/api/v1/courses/slug/${slug}/`)).json()) as { id: number };
  const response = await page.request.post('/api/v1/subscriptions/', {
    data: { course: course.id, student_email: email },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.ok()).toBe(true);
  const { id } = (await response.json()) as { id: number };
  const sections = (await (
    await page.request.get(`/api/v1/sections/?course=${course.id}&subscription=${id}`)
  ).json()) as { results: Section[] };
  return { id, items: sections.results.sort((a, b) => a.index - b.index).flatMap((s) => s.contents) };
}

/**
 * Plays the room's video from just before its end, as a student watching it through, until the player
 * says it ended (what the room records). A player mounted again while it loads, or the browser's own
 * pause at the end, interrupts play(): that is not a failure; a try whose element never ends is given up
 * after 5 s, and the next takes the player the page has then.
 */
export async function watchToTheEnd(page: Page) {
  await expect(async () => {
    await page.locator('video').evaluate(async (video: HTMLVideoElement) => {
      const within = <T>(promise: Promise<T>, ms: number, why: string) =>
        Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(why)), ms))]);
      if (Number.isNaN(video.duration))
        await within(
          new Promise((resolve) => video.addEventListener('loadedmetadata', resolve, { once: true })),
          3_000,
          'the video has not loaded yet',
        );
      const ended = new Promise((resolve) => video.addEventListener('ended', resolve, { once: true }));
      video.muted = true;
      video.currentTime = Math.max(0, video.duration - 0.3);
      video.play().catch(() => {});
      await within(ended, 5_000, 'the video did not reach its end');
    });
  }).toPass({ timeout: 30_000 });
}

type MarkedAnswer = {
  question: { id: number; question_type: string; marks: number };
  correct_options: number[] | null;
};

/**
 * Takes a quiz again by the API with the answers a submitted attempt showed, leaving the written ones
 * for the school (`portal grade-quiz`); answers the numbers and marks of those written questions.
 */
export async function retakeQuizRight(page: Page, content: number, subscription: number) {
  const headers = { origin: new URL(page.url()).origin };
  const attempts = (await (
    await page.request.get(`/api/v1/quizzes/?content=${content}&subscription=${subscription}`)
  ).json()) as { results: { id: number; submitted_at: string | null }[] };
  const shown = attempts.results.find((a) => a.submitted_at !== null)!;
  const { answers } = (await (await page.request.get(`/api/v1/quiz-attempts/${shown.id}/`)).json()) as {
    answers: MarkedAnswer[];
  };
  const started = (await (
    await page.request.post('/api/v1/quizzes/', { data: { content, subscription }, headers })
  ).json()) as { id: number };
  const submitted = await page.request.patch(`/api/v1/quizzes/${started.id}/`, {
    headers,
    data: {
      status: 'submitted',
      answers: answers.map(({ question, correct_options }) =>
        question.question_type === 'subjective'
          ? { question: question.id, subjective_answer: 'A long passphrase and two-step verification.' }
          : { question: question.id, mcq_answer: (correct_options ?? []).join(',') },
      ),
    },
  });
  expect(submitted.ok()).toBe(true);
  return answers.flatMap(({ question }, i) =>
    question.question_type === 'subjective' ? [{ number: i + 1, marks: question.marks }] : [],
  );
}

/** A one-page PDF, as small as a browser's viewer still opens (it rebuilds the missing cross-reference). */
export function onePagePdf(): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
      '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj',
      'trailer<</Root 1 0 R>>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );
}

/** What an authenticator app does with the key the console shows: today's code. */
export const codeFor = (key: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key) }).generate();

/**
 * A member's first visit, from their invitation: a password, a sign-in, an authenticator app set up.
 * Answers the page, signed in, and the key their app keeps.
 */
export async function joinStaff(browser: Browser, email: string, request: Parameters<typeof mailedLink>[0]) {
  // each member from their own office computer, as the sign-in limits count per address
  const page = await browser.newPage({ extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() } });
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

/**
 * Types into a console list's search and waits until the list has applied it, as a reader waits for the
 * list to narrow: a row clicked before would be left when the pending search brings the list back.
 */
export async function searchList(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
  await expect(page).toHaveURL((url) => {
    const filter = url.searchParams.get('filter');
    return filter !== null && (JSON.parse(filter) as { q?: string }).q === text;
  });
}

/** A link of the console's menu. */
export const menu = (page: Page, name: string) => page.getByRole('menuitem', { name });

/**
 * A content folder zipped under `prefix`, as a computer compresses a folder; `edit` changes a text of
 * one file on the way (the text must be there).
 */
export function zipFolder(
  dir: string,
  prefix: string,
  edit?: { file: string; from: string; to: string },
): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const add = (folder: string, inZip: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      const name = `${inZip}/${entry.name}`;
      if (entry.isDirectory()) add(file, name);
      else if (edit && path.relative(dir, file) === edit.file) {
        const text = readFileSync(file, 'utf8');
        if (!text.includes(edit.from)) throw new Error(`${edit.file} does not hold ${edit.from}`);
        zip.addBuffer(Buffer.from(text.replace(edit.from, edit.to)), name);
      } else zip.addFile(file, name);
    }
  };
  add(dir, prefix);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}
