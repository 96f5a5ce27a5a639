import {
  type APIRequestContext,
  type Locator,
  type Page,
  expect,
  request as http,
  test,
} from '@playwright/test';
import { DESKTOP, PASSWORD, mailedLink, uniqueAddress, uniqueEmail } from './support';

const FREE = 'digital-literacy-essentials';
const PAID = 'food-handler-certification';
const SIN = '046454286';

type Item = { id: number; content_type: string; index: number };

/** Whether the element, or something inside it, has the keyboard's focus. */
function holdsFocus(target: Locator) {
  return target.evaluate((element) => element.contains(document.activeElement));
}

/** Tab (or Shift+Tab) until the target has the focus, as a keyboard user moves through a page. */
async function tabTo(page: Page, target: Locator, { back = false, most = 60 } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < most; presses++) {
    if (await holdsFocus(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${most} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach ${target.toString()}`);
}

/** An arrow key until the target has the focus, as in a menu, a list box or a radio group. */
async function arrowTo(page: Page, target: Locator, key = 'ArrowDown', most = 15) {
  for (let presses = 0; presses < most; presses++) {
    if (await holdsFocus(target)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${most} presses of ${key} did not reach ${target.toString()}`);
}

/**
 * The focused element shows that it is: an outline or a shadow of its own, or of the control it
 * belongs to (a checkbox's box, a text field's frame, whose border thickens).
 */
async function expectVisibleFocus(page: Page, what: string) {
  // on a painted page the app starts at the first key, and draws the focus once it has taken over
  await expect.poll(() => focusIndicator(page), { message: what }).toBeNull();
}

/** Null when the focused element shows its focus, otherwise what is wrong. */
function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return 'nothing has the focus';
    const drawn = (element: Element | null | undefined) => {
      if (!element) return false;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    const frame = focused
      .closest('.MuiOutlinedInput-root')
      ?.querySelector('.MuiOutlinedInput-notchedOutline');
    if (drawn(focused) || drawn(focused.closest('.MuiButtonBase-root'))) return null;
    if (frame && parseFloat(getComputedStyle(frame).borderTopWidth) >= 2) return null;
    return `${focused.outerHTML.slice(0, 120)} shows no focus`;
  });
}

async function expectFocusIn(target: Locator, what: string) {
  await expect.poll(() => holdsFocus(target), what).toBe(true);
}

/**
 * A registered student who has not signed in here: sign-up, the mailed link and the registration
 * form go through the API, so that the page itself sees the keyboard only. The free program's
 * items before its first quiz are read, and the paid one waits for payment.
 */
async function registeredStudent(baseURL: string) {
  const email = uniqueEmail('keys');
  const api: APIRequestContext = await http.newContext({
    baseURL,
    // its own address: the sign-up limit counts per address
    extraHTTPHeaders: { origin: baseURL, 'x-forwarded-for': uniqueAddress() },
  });
  const ok = async (response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
    return response.json() as Promise<Record<string, unknown>>;
  };
  await ok(
    await api.post('/api/auth/sign-up/email', {
      data: {
        name: 'Ana Tremblay',
        email,
        password: PASSWORD,
        first_name: 'Ana',
        last_name: 'Tremblay',
        language: 'en',
        callbackURL: '/dashboard',
      },
    }),
  );
  // the outbox answers this machine only, not the student's address
  const inbox = await http.newContext({ baseURL });
  const link = new URL(await mailedLink(inbox, email, /\/auth\/verify\?token=/));
  await inbox.dispose();
  await ok(await api.get(`/api/auth/verify-email?token=${link.searchParams.get('token')}`));
  const profile = await ok(await api.get('/api/v1/student/profile/'));
  await ok(
    await api.patch(`/api/v1/students/${profile.id as number}/`, {
      data: {
        first_name: 'Ana',
        last_name: 'Tremblay',
        date_of_birth: '2000-05-17',
        address: '2300 Yonge Street',
        city: 'Toronto',
        province: 'ON',
        postal_code: 'M4P 1E4',
        phone: '416-555-0142',
      },
    }),
  );
  const subscribe = async (slug: string) => {
    const course = await ok(await api.get(`/api/v1/courses/slug/${slug}/`));
    const { id } = await ok(
      await api.post('/api/v1/subscriptions/', { data: { course: course.id, student_email: email } }),
    );
    return { course: course.id as number, subscription: id as number };
  };
  const paid = await subscribe(PAID);
  const free = await subscribe(FREE);
  const { results } = (await ok(
    await api.get(`/api/v1/sections/?course=${free.course}&subscription=${free.subscription}`),
  )) as { results: { index: number; contents: Item[] }[] };
  const items = results
    .sort((a, b) => a.index - b.index)
    .flatMap((s) => s.contents.sort((a, b) => a.index - b.index));
  const quiz = items.find((item) => item.content_type === 'quiz')!;
  for (const item of items.slice(0, items.indexOf(quiz)))
    await ok(await api.get(`/api/v1/contents/${item.id}/view/?subscription=${free.subscription}`));
  await api.dispose();
  return {
    email,
    checkout: `/checkout/${paid.course}?subscription=${paid.subscription}`,
    quizItem: `/program-journey/room/${FREE}/${free.subscription}/${quiz.id}`,
    room: new RegExp(`/program-journey/room/${FREE}/${free.subscription}/${quiz.id}$`),
  };
}

test('a student signs in, saves the profile, pays by card and takes a quiz with the keyboard alone', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  const student = await registeredStudent(testInfo.project.use.baseURL!);

  await test.step('sign-in, in the window Login/Signup opens', async () => {
    await page.goto('/');
    const login = page.getByRole('link', { name: 'Login/Signup' });
    await tabTo(page, login);
    await expectVisibleFocus(page, 'Login/Signup');
    const opened = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    const popup = await opened;
    // the form starts on the email field
    await expect(popup.getByLabel('Email')).toBeFocused();
    await expectVisibleFocus(popup, 'the email field');
    await popup.keyboard.type(student.email);
    await popup.keyboard.press('Tab');
    await expect(popup.getByLabel(/^Password/)).toBeFocused();
    await expectVisibleFocus(popup, 'the password field');
    await popup.keyboard.type(PASSWORD);
    const closed = popup.waitForEvent('close');
    await popup.keyboard.press('Enter');
    await closed;
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step('the profile, from the account menu, saved', async () => {
    const account = page.getByRole('button', { name: 'Account menu for Ana Tremblay' });
    await tabTo(page, account);
    await expectVisibleFocus(page, 'the account button');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expectFocusIn(menu, 'the opened menu takes the focus');
    // Escape closes it and gives the focus back to the button that opened it
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(account).toBeFocused();
    await page.keyboard.press('Enter');
    await arrowTo(page, menu.getByRole('menuitem', { name: /Profile/ }));
    await expectVisibleFocus(page, 'the Profile item');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile$/);

    // an incomplete profile opens for editing
    const sin = page.getByLabel(/^Social Insurance Number/);
    await tabTo(page, sin);
    await expectVisibleFocus(page, 'the SIN field');
    await page.keyboard.type(SIN);
    const legal = page.getByRole('combobox', { name: 'Legal status in Canada' });
    await tabTo(page, legal);
    await expectVisibleFocus(page, 'the legal status list');
    await page.keyboard.press('ArrowDown');
    const options = page.getByRole('listbox');
    await expectFocusIn(options, 'the opened list takes the focus');
    await arrowTo(page, options.getByRole('option', { name: 'Canadian citizen' }));
    await page.keyboard.press('Enter');
    await expect(options).toBeHidden();
    await expect(legal).toBeFocused();
    await expect(legal).toHaveText('Canadian citizen');
    const handbook = page.getByRole('checkbox', { name: /student handbook/ });
    await tabTo(page, handbook);
    await expectVisibleFocus(page, 'the handbook checkbox');
    await page.keyboard.press('Space');
    await expect(handbook).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Update Details' }));
    await expectVisibleFocus(page, 'Update Details');
    await page.keyboard.press('Enter');
    await expect(page.getByText('The Profile Information has been successfully updated!')).toBeVisible();
    // Update Details is gone with the editor: the keyboard goes on from the profile's heading
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeFocused();
    await expect(page.getByLabel('Social Insurance Number (SIN)')).toHaveValue('•••-•••-286');
  });

  await test.step('the payment dialog, by sandbox card', async () => {
    await page.goto(student.checkout);
    const card = page.getByRole('radio', { name: /Credit or debit card/ });
    // a radio group is one stop: Tab reaches the chosen way to pay, the arrows choose another
    await tabTo(page, page.getByRole('radiogroup').filter({ has: card }));
    await arrowTo(page, card);
    await expect(card).toBeChecked();
    await expectVisibleFocus(page, 'the card choice');
    const pay = page.getByRole('button', { name: 'Pay $89.00 by card' });
    await tabTo(page, pay);
    await expectVisibleFocus(page, 'Pay by card');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Pay $89.00 for Food Handler Certification' });
    await expectFocusIn(dialog, 'the opened dialog takes the focus');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(pay).toBeFocused();

    await page.keyboard.press('Enter');
    await expectFocusIn(dialog, 'the dialog opened again takes the focus');
    await tabTo(page, dialog.getByLabel('Card number'));
    await expectVisibleFocus(page, 'the card number');
    await page.keyboard.type('4242424242424242');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Expiration date')).toBeFocused();
    await page.keyboard.type('1230');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('CSV')).toBeFocused();
    await page.keyboard.type('123');
    // the focus stays in the dialog: Tab goes round its own controls
    const submit = dialog.getByRole('button', { name: 'Submit payment' });
    await tabTo(page, submit);
    await expectVisibleFocus(page, 'Submit payment');
    for (let press = 0; press < 12; press++) {
      await page.keyboard.press('Tab');
      await expectFocusIn(dialog, 'Tab stays in the dialog');
    }
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout\/\d+\/payment-thanks/);
  });

  await test.step('a quiz, answered and submitted', async () => {
    await page.goto(student.quizItem);
    const start = page.getByRole('link', { name: 'Start quiz' });
    await tabTo(page, start);
    await expectVisibleFocus(page, 'Start quiz');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/quiz\/program\//);
    await expect(page.getByRole('button', { name: /^Question 1,/ })).toBeVisible();
    const count = await page.getByRole('button', { name: /^Question \d+,/ }).count();
    expect(count).toBeGreaterThan(1);
    /** Answers the question shown, reached by the keyboard from where focus is. */
    const answer = async (number: number, { back }: { back: boolean }) => {
      const question = page
        .locator('main section[aria-labelledby]')
        .filter({ hasText: `Question ${number} of` });
      await expect(question).toBeVisible();
      const written = question.getByRole('textbox');
      const oneOf = question.getByRole('radiogroup');
      if (await written.count()) {
        await tabTo(page, written, { back });
        await expectVisibleFocus(page, `question ${number}'s answer`);
        await page.keyboard.type('A copy in cloud storage, updated every month.');
      } else if (await oneOf.count()) {
        await tabTo(page, oneOf, { back });
        await expectVisibleFocus(page, `question ${number}'s options`);
        await page.keyboard.press('Space');
        await expect(oneOf.getByRole('radio', { checked: true })).toHaveCount(1);
      } else {
        const option = question.getByRole('checkbox').first();
        await tabTo(page, option, { back });
        await expectVisibleFocus(page, `question ${number}'s first option`);
        await page.keyboard.press('Space');
        await expect(option).toBeChecked();
      }
    };
    const heading = (number: number) =>
      page
        .locator('main section[aria-labelledby]')
        .filter({ hasText: `Question ${number} of` })
        .getByRole('heading', { level: 2 });
    // the first question is skipped, to be answered when Submit asks about it
    for (let number = 1; number <= count; number++) {
      // the first answer sits above Previous and Next: back from there; after Next, focus is on the
      // new question's heading, which a screen reader reads, and the answer comes next
      if (number > 1) await expect(heading(number)).toBeFocused();
      if (number > 1) await answer(number, { back: false });
      const next = page.getByRole('button', { name: number < count ? 'Next' : 'Submit', exact: true });
      await tabTo(page, next);
      await expectVisibleFocus(page, number < count ? 'Next' : 'Submit');
      await page.keyboard.press('Enter');
    }
    const unanswered = page.getByRole('dialog', { name: 'Unanswered questions' });
    await expectFocusIn(unanswered, 'the question about the skipped one takes the focus');
    await tabTo(page, unanswered.getByRole('button', { name: 'Go answer them' }));
    await page.keyboard.press('Enter');
    await expect(unanswered).toBeHidden();
    // the skipped question is read out, not the Submit button the dialog came from
    await expect(heading(1)).toBeFocused();
    await answer(1, { back: false });
    await tabTo(page, page.getByRole('button', { name: 'Submit', exact: true }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Submit your quiz' });
    await expectFocusIn(confirm, 'the confirmation takes the focus');
    await tabTo(page, confirm.getByRole('button', { name: 'Submit' }));
    await expectVisibleFocus(page, 'Submit in the confirmation');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(student.room);
  });
});
