import { type Browser, type Page, expect, test } from '@playwright/test';
import { audit } from './axe';
import { DESKTOP, PHONE, portal, retakeQuizRight, signUpAndVerify, watchErrors } from './support';

type Language = 'en' | 'fr';

type Course = { id: number; name: string; slug: string; cohorts: { id: number; is_free: boolean }[] };
type Item = { id: number; name: string; content_type: string; can_skip: boolean; index: number };

const FREE = 'digital-literacy-essentials';
const TUTORED = 'personal-finance-for-newcomers';
const PAID = 'food-handler-certification';
const COHORTS = 'early-childhood-education-assistant';

/** Loading spinners gone, fonts in, a frame drawn: the screen as a reader meets it. */
async function settle(page: Page, where: string) {
  await expect(page.getByRole('heading', { level: 1 }).first(), `${where}: a heading`).toBeVisible();
  await expect(
    page.getByRole('progressbar', { name: /^(Loading|Chargement)…$/ }),
    `${where}: still loading`,
  ).toHaveCount(0);
  await expect(page.locator('.MuiSkeleton-root'), `${where}: still loading`).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** A dialog at rest: MUI fades it in, and a half-faded one has no contrast to measure. */
async function settleDialog(page: Page, name: string | RegExp) {
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await expect(page.locator('.MuiDialog-container, .MuiPopover-paper').last()).toHaveCSS('opacity', '1');
}

type Look = { scheme: 'light' | 'dark'; phone: boolean };

/** Each page's colour scheme and width: a page starts light, at the width of its window. */
const looks = new WeakMap<Page, Look>();

function lookOf(page: Page): Look {
  return looks.get(page) ?? { scheme: 'light', phone: page.viewportSize()?.width === PHONE.width };
}

/** The look's name in a problem's line: the default one (light, desktop) has none. */
function lookName({ scheme, phone }: Look) {
  const parts = [scheme === 'dark' && 'dark', phone && `${PHONE.width} px`].filter(Boolean);
  return parts.length > 0 ? ` [${parts.join(', ')}]` : '';
}

/** Colour transitions ended: a colour half-way from one scheme to the other has no contrast to measure. */
async function transitionsEnded(page: Page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

/** The device's colour scheme and the window's width, as a reader would set them, on the page as it is. */
async function setLook(page: Page, look: Look) {
  const was = lookOf(page);
  looks.set(page, look);
  if (was.phone !== look.phone) await page.setViewportSize(look.phone ? PHONE : DESKTOP);
  if (was.scheme !== look.scheme) {
    await page.emulateMedia({ colorScheme: look.scheme });
    // a page painted whole follows the device once its app runs, which a key pressed starts
    await page.keyboard.press('Shift');
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${look.scheme}\\b`));
  }
  await transitionsEnded(page);
}

/**
 * The screen in both colour schemes at both widths (or only `widths`), in the order that changes one
 * thing at a time from the look it is in: all rules at each width, the colour rules in the other scheme.
 * `again` waits for what the screen shows after a change of width (a dialog laid out again).
 */
async function auditEveryLook(
  page: Page,
  where: string,
  { again, phoneOnly = false }: { again?: () => Promise<void>; phoneOnly?: boolean } = {},
): Promise<string[]> {
  const flip = (look: Look, what: keyof Look): Look =>
    what === 'scheme'
      ? { ...look, scheme: look.scheme === 'light' ? 'dark' : 'light' }
      : { ...look, phone: !look.phone };
  if (phoneOnly && !lookOf(page).phone) await setLook(page, flip(lookOf(page), 'phone'));
  const found: string[] = [];
  const steps = phoneOnly ? (['scheme'] as const) : (['scheme', 'phone', 'scheme'] as const);
  found.push(...(await audit(page, `${where}${lookName(lookOf(page))}`)));
  for (const step of steps) {
    await setLook(page, flip(lookOf(page), step));
    if (step === 'phone') await again?.();
    found.push(
      ...(await audit(page, `${where}${lookName(lookOf(page))}`, { colourOnly: step === 'scheme' })),
    );
  }
  return found;
}

/**
 * Goes to a path as the app's own links do, without loading the app again: React Router takes a
 * history entry it did not push like a Back or Forward.
 */
async function navigate(page: Page, path: string) {
  // a page painted whole runs the app once the reader starts using it: a key pressed, as a student would
  await page.keyboard.press('Shift');
  // moving on before hydration ends would hydrate the next page's screen over this one's HTML
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
  await page.evaluate((to) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: `axe${idx}`, idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  // the navigation bar (over the old screen) shows until the next page's code is in
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** Each screen in turn, the first loaded in full, the rest as a student moves between them. */
async function auditScreens(page: Page, language: Language, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  await page.goto(paths[0]!);
  for (const [index, path] of paths.entries()) {
    if (index > 0) await navigate(page, path);
    await settle(page, `${language} ${path}`);
    found.push(...(await auditEveryLook(page, `${language} ${path}`)));
  }
  return found;
}

/** The site's menu on a phone, opened from the header, in both schemes. */
async function auditMenu(page: Page, language: Language): Promise<string[]> {
  await setLook(page, { ...lookOf(page), phone: true });
  await page.getByRole('button', { name: /^(Open menu|Ouvrir le menu)$/ }).click();
  await expect(page.getByRole('button', { name: /^(Close menu|Fermer le menu)$/ })).toBeVisible();
  await transitionsEnded(page);
  const found = await auditEveryLook(page, `${language} menu`, { phoneOnly: true });
  await page.keyboard.press('Escape');
  await expect(page.locator('.MuiDrawer-modal')).toHaveCount(0);
  return found;
}

/** The header's language switch, as a reader uses it; the choice is remembered for later pages. */
async function switchToFrench(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
}

/**
 * English in the test's page and French in a second browser window (with the same session, if
 * any), checked side by side: two cores check two screens at once.
 */
async function bothLanguages(
  page: Page,
  browser: Browser,
  baseURL: string | undefined,
  check: (page: Page, language: Language) => Promise<string[]>,
  expectedError: (error: string) => boolean = () => false,
): Promise<string[]> {
  const context = await browser.newContext({
    baseURL,
    viewport: DESKTOP,
    storageState: await page.context().storageState(),
  });
  try {
    const french = await context.newPage();
    // a screen that failed to load (its code, a call) would be checked in place of the real one
    const errors = [watchErrors(page), watchErrors(french)];
    await switchToFrench(french);
    const found = (await Promise.all([check(page, 'en'), check(french, 'fr')])).flat();
    return [...found, ...errors.flat().filter((error) => !expectedError(error))];
  } finally {
    await context.close();
  }
}

async function json<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

async function send<T>(page: Page, method: 'post' | 'patch', path: string, data: unknown): Promise<T> {
  const response = await page.request[method](path, {
    data,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function itemsOf(page: Page, courseId: number, subscription: number): Promise<Item[]> {
  const { results } = await json<{ results: { index: number; contents: Item[] }[] }>(
    page,
    `/api/v1/sections/?course=${courseId}&subscription=${subscription}`,
  );
  return results
    .sort((a, b) => a.index - b.index)
    .flatMap((s) => s.contents.sort((a, b) => a.index - b.index));
}

type QuizAttempt = {
  id: number;
  answers: { question: { id: number; question_type: string; options: { id: number }[] } }[];
};

/** Starts an attempt of the quiz and hands it in with every question answered. */
async function takeQuiz(page: Page, content: number, subscription: number): Promise<number> {
  const attempt = await send<QuizAttempt>(page, 'post', '/api/v1/quizzes/', { content, subscription });
  await send(page, 'patch', `/api/v1/quizzes/${attempt.id}/`, {
    status: 'submitted',
    answers: attempt.answers.map(({ question }) =>
      question.question_type === 'subjective'
        ? { question: question.id, subjective_answer: 'A copy in cloud storage, updated every month.' }
        : { question: question.id, mcq_answer: String(question.options[0]!.id) },
    ),
  });
  return attempt.id;
}

/**
 * A student with records on every screen: the free program completed through the API and the
 * school's commands (so a certificate, a transcript and a marked quiz), a tutored program with
 * locked items, a program waiting for payment, a thread, a support request, a live session and
 * notifications.
 */
async function studentWithRecords(page: Page, email: string) {
  const courses = (await json<{ results: Course[] }>(page, '/api/v1/courses/?limit=100')).results;
  const bySlug = (slug: string) => courses.find((c) => c.slug === slug)!;
  const subscribe = async (slug: string) =>
    (
      await send<{ id: number }>(page, 'post', '/api/v1/subscriptions/', {
        course: bySlug(slug).id,
        student_email: email,
      })
    ).id;

  const free = bySlug(FREE);
  const freeSubscription = await subscribe(FREE);
  const items = await itemsOf(page, free.id, freeSubscription);
  let attempted = 0;
  for (const item of items) {
    switch (item.content_type) {
      case 'quiz': {
        const attempt = await takeQuiz(page, item.id, freeSubscription);
        attempted ||= attempt;
        // the certificate needs the pass mark: a second attempt with the answers the first showed
        for (const written of await retakeQuizRight(page, item.id, freeSubscription))
          portal('grade-quiz', email, FREE, String(item.id), String(written.number), String(written.marks));
        break;
      }
      case 'assignment':
      case 'homework': {
        const { assignment } = await send<{ assignment: { max_marks: number } }>(
          page,
          'post',
          `/api/v1/contents/${item.id}/submissions/`,
          { subscription: freeSubscription, text: 'My work, as the instructions ask.' },
        );
        portal('grade', email, FREE, String(item.id), String(assignment.max_marks), '--remarks', 'Clear.');
        break;
      }
      case 'in_class_quota':
      case 'quota':
        if (!item.can_skip) portal('record-attendance', email, FREE, String(item.id), '--count', '10');
        break;
      default:
        await json(page, `/api/v1/contents/${item.id}/view/?subscription=${freeSubscription}`);
    }
  }
  const { certificate } = await json<{ certificate: { id: number; verification_code: string } }>(
    page,
    `/api/v1/subscriptions/${freeSubscription}/certificate/`,
  );
  const firstQuiz = items.find((i) => i.content_type === 'quiz')!;
  // an attempt left open: both windows' quiz screens resume it, rather than each starting one
  const openAttempt = await send<QuizAttempt>(page, 'post', '/api/v1/quizzes/', {
    content: firstQuiz.id,
    subscription: freeSubscription,
  });

  portal('grant-access', email, TUTORED);
  const { results: subscriptions } = await json<{ results: { id: number; course_slug: string }[] }>(
    page,
    '/api/v1/subscriptions/',
  );
  const tutored = bySlug(TUTORED);
  const tutoredSubscription = subscriptions.find((s) => s.course_slug === TUTORED)!.id;
  const tutoredItems = await itemsOf(page, tutored.id, tutoredSubscription);
  const locked = tutoredItems[tutoredItems.findIndex((i) => i.content_type === 'quiz') + 1]!;

  const paid = bySlug(PAID);
  const paidSubscription = await subscribe(PAID);

  const thread = await send<{ id: number }>(page, 'post', '/api/v1/forum/threads/', {
    course: null,
    title: 'Study group on Thursdays',
    body: 'Anyone up for a **weekly** call?',
  });
  await send(page, 'post', '/api/v1/support/', {
    subject: 'Where are the lab dates?',
    message: 'I cannot find the dates of the drop-in labs.',
  });
  const start = new Date(Date.now() + 5 * 60_000).toISOString();
  portal('schedule-live', FREE, 'Ask me anything', start, '45', 'https://meetings.example.com/room/maple');
  const live = (await json<{ results: { id: number }[] }>(page, '/api/v1/live-sessions/')).results[0]!;
  portal('notify', email, 'payment', 'Payment received', 'We received your payment of $120.00.');

  const room = (slug: string, subscription: number, content?: number) =>
    `/program-journey/room/${slug}/${subscription}${content ? `/${content}` : ''}`;
  const firstOf = (type: string) => items.find((i) => i.content_type === type)!.id;
  return {
    paidCheckout: `/checkout/${paid.id}?subscription=${paidSubscription}`,
    tutoredRoom: room(TUTORED, tutoredSubscription),
    paths: [
      '/',
      `/program/${free.id}`,
      '/dashboard',
      '/learning-level',
      '/onboard-register',
      '/register',
      '/profile',
      '/profile/edit',
      '/support',
      '/forum',
      `/forum/${thread.id}`,
      '/document',
      `/transcript/${freeSubscription}`,
      '/payment-details',
      '/payment-details?tab=history',
      '/reset-password',
      '/live-connect',
      `/live-connect/join/${live.id}`,
      `/coursestart/${freeSubscription}`,
      '/program-journey/room',
      ...['lesson', 'video', 'document', 'quiz', 'assignment', 'quota'].map((type) =>
        room(FREE, freeSubscription, firstOf(type)),
      ),
      room(TUTORED, tutoredSubscription, locked.id),
      `/program-journey/quiz/program/${free.id}/quiz/${firstQuiz.id}?subscription=${freeSubscription}`,
      `/quiz/${openAttempt.id}`,
      `/program-journey/assessment/${attempted}`,
      `/program-journey/program-completion/${FREE}/${freeSubscription}`,
      `/program-journey/live-session/${FREE}/${freeSubscription}`,
      `/program-journey/gpa-score/${FREE}/${freeSubscription}`,
      `/certificate/${certificate.id}`,
      `/certificate/verify/${certificate.verification_code}`,
      `/checkout/${paid.id}?subscription=${paidSubscription}`,
      `/checkout/${free.id}/payment-thanks?subscription=${freeSubscription}`,
    ],
  };
}

test('every public screen, in English and French, has no WCAG 2.1 A or AA problem', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(420_000);
  await page.setViewportSize(DESKTOP);
  const courses = (await (await request.get('/api/v1/courses/?limit=100')).json()).results as Course[];
  const bySlug = (slug: string) => courses.find((c) => c.slug === slug)!;
  const paid = bySlug(PAID);
  const cohortProgram = bySlug(COHORTS);
  const freeCohort = cohortProgram.cohorts.find((c) => c.is_free)!;
  const paidCohort = cohortProgram.cohorts.find((c) => !c.is_free)!;
  const unknownCode = 'AAAA-BBBB-CCCC';
  const paths = [
    '/',
    '/preview',
    '/programs',
    `/program/${paid.id}`,
    `/program/${cohortProgram.id}`,
    '/auth/login-unprotected',
    '/auth/register-unprotected',
    '/auth/verify',
    '/auth/reset-password',
    '/auth/new-password',
    '/expire-link',
    `/program/${COHORTS}/cohort/${paidCohort.id}/join`,
    `/program/${PAID}/course/join`,
    `/program/${COHORTS}/${freeCohort.id}/join`,
    `/checkout/${paid.id}`,
    `/checkout/${paid.id}/thanks`,
    `/checkout/${paid.id}/payment-thanks`,
    `/checkout/${paid.id}/free-trial-thanks`,
    `/checkout/${paid.id}/payment-pending`,
    `/checkout/${paid.id}/payment-school-thanks`,
    `/checkout/${bySlug(FREE).id}/free-program`,
    `/checkout/${cohortProgram.id}/free-program/${freeCohort.id}`,
    '/certificate/verify',
    `/certificate/verify/${unknownCode}`,
    '/maintenance-planned',
    '/maintenance-unplanned',
    '/coming-soon',
    '/maintenance',
    '/pricing',
    '/payment',
    '/about-us',
    '/contact-us',
    '/faqs',
    '/components',
    '/403',
    '/404',
    '/500',
    '/no/such/page',
  ];

  const found = await bothLanguages(
    page,
    browser,
    testInfo.project.use.baseURL,
    async (tab, language) => {
      const problems = await auditScreens(tab, language, paths);
      await navigate(tab, '/');
      await settle(tab, `${language} /`);
      problems.push(...(await auditMenu(tab, language)));
      // /auth/login and /auth/register open the sign-in window; the page behind it says so
      for (const path of ['/auth/login?redirect=/dashboard', '/auth/register?redirect=/dashboard']) {
        const opened = tab.waitForEvent('popup');
        await tab.goto(path);
        const popup = await opened;
        await settle(popup, `${language} ${path} window`);
        problems.push(...(await auditEveryLook(popup, `${language} ${path} window`)));
        await popup.close();
        await settle(tab, `${language} ${path}`);
        problems.push(...(await auditEveryLook(tab, `${language} ${path}`)));
      }
      return problems;
    },
    // the unknown certificate code's 404, the answer its screen shows
    (error) =>
      error.includes(`${unknownCode}: Failed to load resource: the server responded with a status of 404`),
  );
  expect(found).toEqual([]);
});

test('every screen of a signed-in student, in English and French, with its dialogs, has no WCAG 2.1 A or AA problem', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(480_000);
  await page.setViewportSize(DESKTOP);
  const email = await signUpAndVerify(page, request, 'a11y');
  const student = await studentWithRecords(page, email);

  const found = await bothLanguages(
    page,
    browser,
    testInfo.project.use.baseURL,
    async (tab, language) => {
      // the meeting is another service: joining opens it in a tab of its own, a stand-in here, closed
      await tab
        .context()
        .route('https://meetings.example.com/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>Meeting</title><h1>Meeting</h1>' }),
        );
      tab.context().on('page', (opened) => {
        void opened
          .waitForURL(/meetings\.example\.com/)
          .then(() => opened.close())
          .catch(() => undefined);
      });
      const problems = await auditScreens(tab, language, student.paths);
      await navigate(tab, '/dashboard');
      await settle(tab, `${language} /dashboard`);
      problems.push(...(await auditMenu(tab, language)));

      // the screens whose main work is a dialog, with it open
      const light = { scheme: 'light', phone: false } as const;
      await setLook(tab, light);
      await navigate(tab, student.paidCheckout);
      await settle(tab, `${language} checkout`);
      await tab.getByRole('radio', { name: /Credit or debit card|Carte de crédit ou de débit/ }).check();
      await tab.getByRole('button', { name: /by card|par carte/ }).click();
      const payment = () => settleDialog(tab, /89[.,]00/);
      await payment();
      problems.push(...(await auditEveryLook(tab, `${language} payment dialog`, { again: payment })));
      await tab.keyboard.press('Escape');

      await setLook(tab, light);
      await tab.getByRole('button', { name: /^Notifications/ }).click();
      const notifications = () => settleDialog(tab, 'Notifications');
      await notifications();
      problems.push(...(await auditEveryLook(tab, `${language} notifications`, { again: notifications })));
      await tab.keyboard.press('Escape');

      await setLook(tab, light);
      await navigate(tab, student.tutoredRoom);
      await settle(tab, `${language} room`);
      await tab.locator('a[href$="?tutor=open"]').click();
      const tutor = () => settleDialog(tab, /AI Power Tutor|Tuteur IA/);
      await tutor();
      problems.push(...(await auditEveryLook(tab, `${language} tutor`, { again: tutor })));
      await tab.keyboard.press('Escape');
      await expect(tab.getByRole('dialog')).toHaveCount(0);

      // the room's outline, in a drawer on a phone
      await setLook(tab, { ...lookOf(tab), phone: true });
      await tab
        .getByRole('button', { name: /^(Open the program outline|Ouvrir le plan du programme)$/ })
        .click();
      await expect(tab.locator('.MuiDrawer-paper')).toBeVisible();
      await transitionsEnded(tab);
      problems.push(...(await auditEveryLook(tab, `${language} outline`, { phoneOnly: true })));
      return problems;
    },
    // the locked item's 403, the answer its screen shows
    (error) => error.includes('the server responded with a status of 403'),
  );
  expect(found).toEqual([]);
});
