import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { type APIResponse, type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalCommand, serverRoot } from '../faults/portal-process';
import { checkCharges, openStore } from '../faults/store';
import {
  type Catalogue,
  FREE_PROGRAM,
  PASSWORD,
  PROFILE,
  makeStudent,
  readCatalogue,
} from '../faults/students';
import { type Ledger, burst, checkLedgers, ledgerOf, resendUnanswered } from '../faults/writes';
import { SAMPLE } from '../src/test/uploads';
import { checkRecipeSite } from './nginx';
import { METRICS_TOKEN, type Stack, restartPostgres, startStack } from './stack';

// the drill's nginx has a certificate of its own making, which its clients accept as a school's own
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The first truthy value `read` answers, asked every 100 ms. */
async function until<T>(
  read: () => Promise<T | undefined> | T | undefined,
  seconds: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${seconds} s`);
    await sleep(100);
  }
}

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let catalogue: Catalogue;
/** The process that answered each of the student's calls through nginx, in order. */
const served: string[] = [];

/** The link of `pattern` in the newest mail to `email` that the SMTP server accepted. */
function mailedLink(email: string, pattern: RegExp, seconds = 20): Promise<string> {
  return until(
    () =>
      stack.smtp.received
        .filter((mail) => mail.to.includes(email))
        .map((mail) => pattern.exec(mail.body.replace(/&amp;/g, '&'))?.[0])
        .findLast(Boolean),
    seconds,
    `a mail to ${email}`,
  );
}
const verifyLink = (email: string, seconds?: number) =>
  mailedLink(email, /https:\/\/localhost:\d+\/auth\/verify\?token=[\w.~%-]+/, seconds);

/** A call of the signed-in page, through nginx, as its scripts make it. */
async function call(method: string, url: string, options: Parameters<Page['request']['fetch']>[1] = {}) {
  const response = await page.request.fetch(url, {
    method,
    ...options,
    headers: { origin: stack.url, ...options.headers },
  });
  served.push(response.headers()['x-upstream'] ?? '');
  return response;
}
async function ok(response: APIResponse) {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/** The answer of a process's readiness check: its status, or `down` when nothing listens. */
const readiness = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
    (res) => String(res.status),
    () => 'down',
  );

/** Polls readiness on a port every 100 ms until `done` settles, and answers every state seen, in order. */
function watchReadiness(port: number, done: Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  let finished = false;
  void done.finally(() => (finished = true));
  return (async () => {
    while (!finished) {
      const state = await readiness(port);
      if (seen.at(-1) !== state) seen.push(state);
      await sleep(100);
    }
    return seen;
  })();
}

beforeAll(async () => {
  stack = await startStack();
  catalogue = await readCatalogue(stack.url);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  context = await browser.newContext({
    baseURL: stack.url,
    ignoreHTTPSErrors: true,
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.77' },
  });
  page = await context.newPage();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** A text of the content format in English: a string, or the English of a `{ en, fr-CA }` map. */
type Text = string | { en: string };
const inEnglish = (text: Text) => (typeof text === 'string' ? text : text.en);

describe('the production drill: two processes behind nginx, PostgreSQL, a bucket and SMTP', () => {
  it("checks the recipe's nginx site", () => {
    checkRecipeSite(path.join(stack.dir, 'recipe'), stack.certificate);
  });

  const email = `drill-${randomUUID().slice(0, 8)}@example.com`;
  const files: { id: number; bytes: Buffer }[] = [];

  it('takes a student through sign-up, uploads, a card payment, an assignment and a quiz, on both processes', async () => {
    await page.goto('/auth/register-unprotected?redirect=/dashboard');
    await page.getByLabel('First name').fill('Noor');
    await page.getByLabel('Last name').fill('Rahimi');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel(/^Confirm password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your email', level: 1 }).waitFor();
    // the mail went out through the SMTP server; its link signs the student in
    await page.goto(await verifyLink(email));
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('heading', { name: 'My Programs', level: 1 }).waitFor();
    const session = (await context.cookies()).find((c) => c.name.endsWith('session_token'));
    expect(session, 'the session cookie').toMatchObject({ secure: true, httpOnly: true });

    // a photo and a document
    const photo = await ok(
      await call('PATCH', '/api/v1/student/profile/', {
        multipart: {
          ...Object.fromEntries(Object.entries(PROFILE).map(([name, value]) => [name, String(value)])),
          profile_photo: { name: 'me.png', mimeType: 'image/png', buffer: SAMPLE.png },
        },
      }),
    );
    files.push({ id: Number(/\/files\/(\d+)\//.exec(photo.profile_photo)![1]), bytes: SAMPLE.png });
    const documents: {
      id: number;
      global_document: { document_type: string; file_extension_type: string[] };
    }[] = await ok(await call('GET', '/api/v1/student/documents/'));
    const slot = documents.find((d) => d.global_document.file_extension_type.includes('pdf'))!;
    const uploaded = await ok(
      await call('POST', `/api/v1/files/?document=${slot.id}`, {
        multipart: {
          name: 'id-card.pdf',
          size_in_mb: String(SAMPLE.pdf.length / 1024 / 1024),
          file: { name: 'id-card.pdf', mimeType: 'application/pdf', buffer: SAMPLE.pdf },
        },
      }),
    );
    files.push({ id: uploaded.id, bytes: SAMPLE.pdf });
    await ok(
      await call('PATCH', '/api/v1/student/documents/', { data: [{ id: slot.id, document: uploaded.id }] }),
    );

    // a program paid in full, by card
    const paid = catalogue.full[0]!;
    const subscription = await ok(
      await call('POST', '/api/v1/subscriptions/', { data: { course: paid.id, student_email: email } }),
    );
    const card = await ok(
      await call('POST', '/api/sandbox/payment-methods', {
        data: { number: '4242424242424242', exp_month: 12, exp_year: 2035, cvc: '123' },
      }),
    );
    const payment = await ok(
      await call('POST', '/api/v1/payments/full-payment/', {
        data: { payment_method_id: card.id, subscription: subscription.id, save_card: false },
        headers: { 'idempotency-key': randomUUID() },
      }),
    );
    expect(payment).toMatchObject({ status: 'complete', amount: paid.price });

    // the free program: its lessons, its first quiz (answered from the program's own key) and its assignment
    const free = await ok(
      await call('POST', '/api/v1/subscriptions/', {
        data: { course: catalogue.free.id, student_email: email },
      }),
    );
    const items: { id: number; name: string; content_type: string; can_skip: boolean }[] = (
      await ok(await call('GET', `/api/v1/sections/?course=${catalogue.free.id}`))
    ).results.flatMap((s: { contents: unknown[] }) => s.contents);
    const program = parse(
      readFileSync(
        path.resolve(serverRoot, `../../content/demo/programs/${FREE_PROGRAM}/program.yaml`),
        'utf8',
      ),
    ) as {
      sections: {
        contents: {
          name: Text;
          questions?: { text: Text; options?: { text: Text; correct?: boolean }[] }[];
        }[];
      }[];
    };
    const key = program.sections.flatMap((s) => s.contents);
    for (const item of items) {
      if (item.content_type === 'assignment') {
        const work = await ok(
          await call('POST', `/api/v1/files/?purpose=submission&content=${item.id}`, {
            multipart: {
              name: 'email.pdf',
              size_in_mb: String(SAMPLE.pdf.length / 1024 / 1024),
              file: { name: 'email.pdf', mimeType: 'application/pdf', buffer: SAMPLE.pdf },
            },
          }),
        );
        files.push({ id: work.id, bytes: SAMPLE.pdf });
        const handedIn = await ok(
          await call('POST', `/api/v1/contents/${item.id}/submissions/`, {
            data: { subscription: free.id, file: work.id },
          }),
        );
        expect(handedIn.submission).toMatchObject({ status: 'submitted' });
        break;
      }
      if (item.content_type === 'quiz') {
        const attempt = await ok(
          await call('POST', '/api/v1/quizzes/', { data: { content: item.id, subscription: free.id } }),
        );
        const questions = key.find((c) => inEnglish(c.name) === item.name)!.questions!;
        const answers = (
          attempt.answers as {
            question: {
              id: number;
              text: string;
              question_type: string;
              options: { id: number; text: string }[];
            };
          }[]
        ).map(({ question }) => {
          if (question.question_type === 'subjective')
            return { question: question.id, subjective_answer: 'Name files by what they hold.' };
          const right = questions
            .find((q) => inEnglish(q.text) === question.text)!
            .options!.filter((o) => o.correct)
            .map((o) => inEnglish(o.text));
          const chosen = question.options.filter((o) => right.includes(o.text)).map((o) => o.id);
          return { question: question.id, mcq_answer: chosen.join(',') };
        });
        const submitted = await ok(
          await call('PATCH', `/api/v1/quizzes/${attempt.id}/`, { data: { answers, status: 'submitted' } }),
        );
        expect(submitted.status).toBe('submitted');
        continue;
      }
      if (item.can_skip) continue;
      await ok(await call('GET', `/api/v1/contents/${item.id}/view/?subscription=${free.id}`));
    }

    // nginx sent the calls to both processes, one after the other
    const processes = new Set(served);
    expect(processes).toEqual(new Set(stack.processes.map((p) => `127.0.0.1:${p.port}`)));
    expect(served.some((upstream, i) => i > 0 && upstream !== served[i - 1])).toBe(true);
  });

  it('keeps every file in the bucket, readable from either process, and none on their disks', async () => {
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    for (const { port } of stack.processes)
      for (const file of files) {
        const res = await fetch(`http://127.0.0.1:${port}/api/v1/files/${file.id}/`, { headers: { cookie } });
        expect(res.status, `file ${file.id} from port ${port}`).toBe(200);
        expect(Buffer.from(await res.arrayBuffer()).equals(file.bytes)).toBe(true);
      }
    expect(stack.localFiles()).toEqual([]);
  });

  it('loses no acknowledged write and charges once when a process is killed mid-burst, and takes it back when ready', async () => {
    const ledgers: Ledger[] = [];
    for (let n = 0; n < 3; n++)
      ledgers.push(ledgerOf(await makeStudent(stack.url, catalogue, `drill-burst-${n}`, verifyLink)));
    const [killed] = stack.processes;
    const stop = new AbortController();
    const writes = burst(ledgers, stop.signal);
    await writes.acknowledging;
    await sleep(150);
    await killed!.portal!.kill();
    const down = await readiness(killed!.port);
    // the writes go on through the other process for a while
    await sleep(2000);
    stop.abort();
    await writes.done;

    // through the other process: unanswered payments resent with their key, everything read back, the
    // open page still working; then the killed process restarted, not ready until it is
    const resent = await resendUnanswered(ledgers);
    const findings = await checkLedgers(ledgers, stack.url);
    const reloaded = await page
      .reload()
      .then(() => page.getByRole('heading', { name: 'My Programs', level: 1 }).waitFor())
      .then(
        () => 'reloaded',
        (error: Error) => error.message,
      );
    const restarting = stack.start(killed!);
    const states = await watchReadiness(killed!.port, restarting);
    await restarting;

    expect(resent.join('\n')).toBe('');
    expect(findings.refused.join('\n')).toBe('');
    expect(findings.lost.join('\n')).toBe('');
    expect(reloaded).toBe('reloaded');
    expect(down).toBe('down');
    expect(states.at(-1) === '200' || (await readiness(killed!.port)) === '200').toBe(true);
    expect(states.filter((s) => s === '200').length <= 1).toBe(true);

    const store = await openStore({ kind: 'postgres', dataDir: stack.dir, databaseUrl: stack.databaseUrl });
    try {
      const acknowledged = new Set(
        ledgers.flatMap((l) => l.writes.flatMap((w) => (w.payment ? [w.payment.id] : []))),
      );
      expect((await checkCharges(store, acknowledged)).problems.join('\n')).toBe('');
    } finally {
      await store.close();
    }
  });

  it('recovers from a PostgreSQL restart on both processes: not ready while it is down, live push resumes', async () => {
    const { count } = await ok(await call('GET', '/api/v1/notifications/unseen-count/'));
    // the painted page's app starts at the reader's first key, with its live stream
    const streaming = page.waitForResponse((res) => res.url().endsWith('/api/v1/notifications/stream/'));
    await page.goto('/dashboard');
    await page
      .getByRole('button', { name: count ? `Notifications, ${count} unread` : 'Notifications', exact: true })
      .waitFor();
    await page.keyboard.press('Tab');
    await streaming;
    const restarted = sleep(300).then(restartPostgres);
    const seen = await Promise.all(
      stack.processes.map((p) =>
        watchReadiness(
          p.port,
          restarted.then(() => sleep(3000)),
        ),
      ),
    );
    await restarted;
    for (const states of seen) expect(states).toContain('503');
    for (const { port, portal } of stack.processes)
      await until(async () => (await readiness(port)) === '200', 30, 'ready').catch((error: Error) => {
        throw new Error(`${error.message}; the process said:\n${portal?.output()}`);
      });

    // a notification from another process reaches the open page
    const sent = await portalCommand(stack.databaseUrl, path.join(stack.dir, 'cli'), [
      'notify',
      email,
      'payment',
      'Payment received',
      'We received it.',
    ]);
    expect(sent.code, sent.output).toBe(0);
    await page
      .getByRole('button', { name: `Notifications, ${count + 1} unread` })
      .waitFor({ timeout: 15_000 });
  });

  it('answers every request while SMTP is down for a minute, and then sends each mail once', async () => {
    await stack.smtp.stop();
    const late = `drill-late-${randomUUID().slice(0, 8)}@example.com`;
    const signUp = await fetch(`${stack.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.url, 'x-forwarded-for': '198.51.100.78' },
      body: JSON.stringify({
        email: late,
        password: PASSWORD,
        name: 'Omar Late',
        first_name: 'Omar',
        last_name: 'Late',
      }),
    });
    expect(signUp.status).toBe(200);
    const reset = await call('POST', '/api/auth/request-password-reset', {
      data: { email, redirectTo: `${stack.url}/auth/new-password` },
    });
    expect(reset.status()).toBe(200);
    await sleep(60_000);
    await stack.smtp.start();
    // the next try of a mail refused at the start comes 32 to 64 s after the one before (JOB_RETRY_DELAY_SECONDS=1)
    // each mail is tried again on its own schedule
    await Promise.all([
      verifyLink(late, 90),
      mailedLink(email, /https:\/\/localhost:\d+\/[^\s"<>]*(?:new-password|reset-password)[^\s"<>]*/, 90),
    ]);
    // every mail of the drill arrived once
    const ids = stack.smtp.received.map((mail) => mail.messageId);
    expect(ids.length).toBe(new Set(ids).size);
  }, 200_000);

  it('counts the requests in /metrics, for its token only', async () => {
    const [, steady] = stack.processes;
    const res = await fetch(`http://127.0.0.1:${steady!.port}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    const requests = text
      .split('\n')
      .filter((line) => line.startsWith('portal_http_requests_total{'))
      .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
    const mine = served.filter((upstream) => upstream === `127.0.0.1:${steady!.port}`).length;
    expect(requests).toBeGreaterThanOrEqual(mine);
    const refused = await fetch(`${stack.url}/metrics`, { headers: { 'x-forwarded-for': '198.51.100.9' } });
    expect(refused.status).toBe(401);
  });

  it('prints the throughput of a signed-in read through nginx, with one process and with two', async () => {
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const load = async (duration: number) => {
      const result = await autocannon({
        url: `${stack.url}/api/v1/student/profile/`,
        connections: 20,
        duration,
        headers: { cookie, 'x-forwarded-for': '198.51.100.77' },
        // autocannon opens TLS connections of its own
        tlsOptions: { rejectUnauthorized: false },
      } as autocannon.Options);
      expect(result.non2xx, JSON.stringify(result.statusCodeStats)).toBe(0);
      return result.requests.average;
    };
    // both processes warmed up first, so that neither figure includes compiling the read's code
    await load(3);
    await stack.reproxy([stack.processes[0]!.port]);
    const one = await load(8);
    await stack.reproxy(stack.processes.map((p) => p.port));
    const two = await load(8);
    console.log(
      `drill: signed-in reads through nginx, ${one.toFixed(0)} req/s with one process and ${two.toFixed(0)} ` +
        `with two (${(two / one).toFixed(2)}×, ${cpus().length} cores)`,
    );
  }, 60_000);
});
