import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import {
  joinStaff,
  menu,
  outbox,
  PHONE,
  portal,
  screenshot,
  screenshotAtWidths,
  signUpAndVerify,
  uniqueEmail,
  watchErrors,
} from './support';

type Course = { id: number; slug: string; cohorts: { id: number; is_free: boolean }[] };

async function courseBySlug(page: Page, slug: string): Promise<Course> {
  const response = await page.request.get(`/api/v1/courses/slug/${slug}/`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Course;
}

/** Joins a program as the signed-in student, as the join screen does; answers the subscription id. */
async function subscribe(page: Page, email: string, course: number, cohort?: number): Promise<number> {
  const response = await page.request.post('/api/v1/subscriptions/', {
    data: { course, student_email: email, ...(cohort ? { cohort } : {}) },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: number }).id;
}

/** A new student, signed in and joined to Food Handler Certification (a program paid in full), not yet paid. */
async function joinFoodHandler(page: Page, request: APIRequestContext, label: string) {
  const email = await signUpAndVerify(page, request, label);
  const food = await courseBySlug(page, 'food-handler-certification');
  return { email, food, subscription: await subscribe(page, email, food.id) };
}

async function fillCard(page: Page, number: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiration date').fill('12 / 30');
  await dialog.getByLabel('CSV').fill('123');
  return dialog;
}

test('a student pays by card through 3-D Secure, pays an instalment, pays by Interac, asks to pay at school, and sees it all once the school records it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  const email = await signUpAndVerify(page, request, 'payer');

  // a payment plan's registration fee, by the card that asks the bank to authenticate the cardholder
  const moa = await courseBySlug(page, 'medical-office-administration');
  const planSubscription = await subscribe(page, email, moa.id);
  await page.goto(`/checkout/${moa.id}?subscription=${planSubscription}`);
  await page.getByRole('radio', { name: /Registration fee \+ 3 monthly instalments/ }).check();
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  await screenshotAtWidths(page, 'checkout');
  await page.getByRole('button', { name: 'Pay $300.00 by card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay $300.00 for Medical Office Administration' });
  await expect(dialog.getByLabel('Amount to pay')).toHaveValue('$300.00');
  await expect(dialog.getByRole('button', { name: 'Submit payment' })).toBeDisabled();
  await fillCard(page, '4000 0025 0000 3155');
  await screenshotAtWidths(page, 'card-dialog', undefined, { fullPage: false });
  await dialog.getByRole('button', { name: 'Submit payment' }).click();
  const bank = page.frameLocator('iframe[title="Your bank’s confirmation page"]');
  await expect(bank.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  await screenshotAtWidths(page, 'card-3ds', undefined, { fullPage: false });
  await bank.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${moa.id}/thanks\\?subscription=${planSubscription}$`));

  // the first instalment, from My Purchases, with the card saved by the first payment's default: its
  // bank asks again
  await page.goto('/payment-details');
  await expect(page.getByText(/Your next instalment of \$1,500\.00 is due on/)).toBeVisible();
  await screenshotAtWidths(page, 'payment-details-pending');
  await page.getByRole('button', { name: 'Pay $1,500.00' }).click();
  const instalment = page.getByRole('dialog');
  await expect(instalment.getByRole('radio', { name: 'Pay with Visa ending in 3155' })).toBeChecked();
  await expect(instalment.getByLabel('Card number')).toBeHidden();
  await screenshotAtWidths(page, 'card-dialog-saved', undefined, { fullPage: false });
  await instalment.getByRole('button', { name: 'Submit payment' }).click();
  await bank.getByRole('button', { name: 'Complete authentication' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank you!' });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/program-journey/room/medical-office-administration/${planSubscription}`),
  );

  // in full by Interac: the bank's pop-up, pending until the payer approves, verified, then complete
  const food = await courseBySlug(page, 'food-handler-certification');
  const foodSubscription = await subscribe(page, email, food.id);
  await page.goto(`/checkout/${food.id}?subscription=${foodSubscription}`);
  await expect(page.getByRole('radio', { name: /Interac/ })).toBeChecked();
  const [bankPage] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Proceed to Pay' }).click(),
  ]);
  await expect(page.getByText(/Waiting for your bank/)).toBeVisible();
  await bankPage.waitForURL(/\/sandbox\/interac\//);
  await expect(bankPage.getByRole('heading', { name: 'Interac payment' })).toBeVisible();
  await screenshotAtWidths(page, 'interac-waiting');
  await bankPage.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByRole('dialog', { name: 'Verifying your payment' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/checkout/${food.id}/payment-thanks`), { timeout: 30_000 });

  // at the school: the request, and its thanks page
  const ece = await courseBySlug(page, 'early-childhood-education-assistant');
  const paidCohort = ece.cohorts.find((c) => !c.is_free)!;
  const eceSubscription = await subscribe(page, email, ece.id, paidCohort.id);
  await page.goto(`/checkout/${ece.id}?subscription=${eceSubscription}`);
  await page.getByRole('radio', { name: /Pay at the school/ }).check();
  await page.getByLabel('Note for the school (optional)').fill('I will come in on Monday.');
  await page.getByRole('button', { name: 'Request Access' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${ece.id}/payment-school-thanks`));

  // every payment in the history, each complete one with its PDF receipt
  await page.goto('/payment-details?tab=history');
  const table = page.getByRole('table', { name: 'Payment history' });
  // a header row, then the four payments: the school's request waits for the school to record it
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table.getByRole('row', { name: /At the school/ })).toContainText('Pending');
  await expect(
    table.getByRole('row', { name: /Medical Office Administration Registration fee/ }),
  ).toContainText('Paid');
  await expect(table.getByRole('row', { name: /Medical Office Administration Instalment 1/ })).toContainText(
    'Paid',
  );
  await expect(
    table.getByRole('row', { name: /Food Handler Certification Full payment Interac/ }),
  ).toContainText('Paid');
  const receipts = table.getByRole('link', { name: /Receipt of payment/ });
  await expect(receipts).toHaveCount(3);
  const pdf = await page.request.get((await receipts.first().getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await screenshotAtWidths(page, 'payment-details-history');
  await page.getByRole('tab', { name: 'Saved card' }).click();
  await expect(page.getByText('Visa ending in 3155')).toBeVisible();

  // the finance office records the money received at its desk: the program opens
  const history = (await (await page.request.get('/api/v1/payments/')).json()) as {
    results: { reference_code: string | null; amount: number }[];
  };
  const slip = history.results.find((p) => p.reference_code)!;
  const financeEmail = uniqueEmail('finance');
  portal('staff', 'invite', financeEmail, 'finance');
  const { page: finance } = await joinStaff(browser, financeEmail, request);
  const financeErrors = watchErrors(finance);
  await menu(finance, 'Payments').click();
  await finance.getByRole('link', { name: 'Record a payment at the school' }).click();
  await finance.getByLabel('Slip code').fill(slip.reference_code!.toLowerCase());
  await finance.getByLabel('Amount received ($)').fill(String(slip.amount / 100 - 1));
  await finance.getByRole('button', { name: 'Save' }).click();
  await expect(finance.getByText(/The amount due is \$/)).toBeVisible();
  await finance.getByLabel('Amount received ($)').fill(String(slip.amount / 100));
  await finance.getByRole('button', { name: 'Save' }).click();
  await expect(
    finance.getByText('Payment recorded. The program opens and a receipt is mailed.'),
  ).toBeVisible();
  await expect(finance.getByText('Paid', { exact: true })).toBeVisible();
  await screenshotAtWidths(finance, 'console-payment');
  await page.goto('/payment-details?tab=history');
  await expect(table.getByRole('row', { name: /At the school/ })).toContainText('Paid');
  await page.goto(`/program-journey/room/early-childhood-education-assistant/${eceSubscription}`);
  await expect(page.getByRole('navigation', { name: 'Sections' }).first()).toBeVisible();

  // the student withdraws: the office hands the money back at the desk and records the refund
  await finance.getByRole('button', { name: 'Refund' }).click();
  const refund = finance.getByRole('dialog', { name: 'Refund this payment in full' });
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund.getByText('Say why the payment is refunded: the student reads it.')).toBeVisible();
  await refund.getByLabel('Reason').fill('Withdrew before the first class.');
  await refund.getByLabel('The student withdraws: end their access to the program').check();
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(finance.getByText('Payment refunded. The student is told.')).toBeVisible();
  await expect(finance.getByText('Withdrew before the first class.')).toBeVisible();
  await screenshotAtWidths(finance, 'console-payment-refunded');
  // the ledger beside where it stands against its providers: the slip is paid, nothing waits on the desk
  await menu(finance, 'Payments').click();
  const reconciliation = finance.getByRole('region', { name: 'Reconciliation' });
  await expect(reconciliation.getByText('0 slips wait to be paid at the desk')).toBeVisible();
  await screenshotAtWidths(finance, 'console-ledger');
  await page.goto('/payment-details?tab=history');
  await expect(table.getByRole('row', { name: /At the school/ })).toContainText('Refunded');
  // the refused amount is the one answer in error, which the form shows
  expect(financeErrors.filter((e) => !e.includes('status of 400'))).toEqual([]);

  expect(errors).toEqual([]);
});

test('a payment submitted from two tabs at once is charged once, and both tabs thank the student', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const { email, food, subscription } = await joinFoodHandler(page, request, 'two-tabs');
  const other = await page.context().newPage();
  const dialogs: Locator[] = [];
  for (const tab of [page, other]) {
    await tab.goto(`/checkout/${food.id}?subscription=${subscription}`);
    await tab.getByRole('radio', { name: /Credit or debit card/ }).check();
    await tab.getByRole('button', { name: 'Pay $89.00 by card' }).click();
    dialogs.push(await fillCard(tab, '4242 4242 4242 4242'));
  }
  await Promise.all(dialogs.map((dialog) => dialog.getByRole('button', { name: 'Submit payment' }).click()));
  for (const tab of [page, other]) {
    await expect(tab).toHaveURL(
      new RegExp(`/checkout/${food.id}/payment-thanks\\?subscription=${subscription}$`),
    );
    await expect(tab.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  }
  await page.goto('/payment-details?tab=history');
  const table = page.getByRole('table', { name: 'Payment history' });
  await expect(table.getByRole('row', { name: /Food Handler Certification Full payment Card/ })).toHaveCount(
    1,
  );
  // the receipt follows the payment by background work, once
  const receipts = async () =>
    (await outbox(request, email)).filter((mail) => mail.subject.startsWith('Receipt')).length;
  await expect.poll(receipts).toBe(1);
  // the browser logs the later submit's 409, which the page answers by following the first payment
  expect(errors.filter((error) => !error.includes('status of 409 (Conflict)'))).toEqual([]);
});

test('a card the bank declines is said in the student’s language, and another card then pays', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const { food, subscription } = await joinFoodHandler(page, request, 'declined');
  await page.goto(`/checkout/${food.id}?subscription=${subscription}`);
  await page.getByRole('button', { name: /language/i }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  // on a phone, where the dialog scrolls to the bank's answer below the card
  await page.setViewportSize(PHONE);
  await page.getByRole('radio', { name: /Carte de crédit ou de débit/ }).check();
  await page.getByRole('button', { name: /par carte/ }).click();
  const dialog = page.getByRole('dialog');
  const pay = async (number: string) => {
    await dialog.getByLabel('Numéro de carte').fill(number);
    await dialog.getByLabel('Date d’expiration').fill('12 / 30');
    await dialog.getByLabel('Code de sécurité').fill('123');
    await dialog.getByRole('button', { name: 'Soumettre le paiement' }).click();
  };
  // the sandbox declines this card for insufficient funds, as Stripe's test card does
  await pay('4000 0000 0000 9995');
  await expect(dialog.getByText('Les fonds de votre carte sont insuffisants.')).toBeVisible();
  await expect(dialog.getByText('Les fonds de votre carte sont insuffisants.')).toBeInViewport();
  await screenshot(page, 'phone-card-declined-fr', false);
  await pay('4242 4242 4242 4242');
  await expect(page).toHaveURL(
    new RegExp(`/checkout/${food.id}/payment-thanks\\?subscription=${subscription}$`),
  );
  expect(errors).toEqual([]);
});

test('finance offers a new payment plan, which a student finds at checkout, withdraws it, and sends the instalment reminders', async ({
  browser,
  page,
  request,
}) => {
  const financeEmail = uniqueEmail('plan-finance');
  portal('staff', 'invite', financeEmail, 'finance', '--name', 'Fatima Finance');
  const { page: finance } = await joinStaff(browser, financeEmail, request);
  const errors = watchErrors(finance);
  await menu(finance, 'Programs').click();
  await finance.getByRole('cell', { name: 'Medical Office Administration' }).click();
  // finance reads the program's settings, and sets its plans
  await expect(finance.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await finance.getByRole('button', { name: 'Add a payment plan' }).click();
  const dialog = finance.getByRole('dialog', { name: 'Add a payment plan' });
  const name = `Two instalments ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByLabel('Name in French').fill('Frais d’inscription + 2 versements');
  await dialog.getByLabel('Registration fee').fill('200');
  await dialog.getByLabel('Amount').fill('2100');
  await dialog.getByLabel('Due, days after registering').fill('60');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await dialog.getByLabel('Amount').nth(1).fill('2100');
  await dialog.getByLabel('Due, days after registering').nth(1).fill('30');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // instalments out of order are refused, and what was typed stays
  await expect(dialog.getByText('Each instalment falls due after the one before it.')).toBeVisible();
  await expect(dialog.getByLabel('Registration fee')).toHaveValue('200');
  await screenshotAtWidths(finance, 'console-payment-plan-dialog', undefined, { fullPage: false });
  await dialog.getByLabel('Due, days after registering').first().fill('30');
  await dialog.getByLabel('Due, days after registering').nth(1).fill('60');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    finance.getByText('Payment plan added. Students can choose it at checkout now.'),
  ).toBeVisible();
  const plans = finance.getByRole('region', { name: 'Payment plans' });
  await expect(plans.getByText(name)).toBeVisible();
  await screenshotAtWidths(finance, 'console-payment-plans');

  const email = await signUpAndVerify(page, request, 'plan-chooser');
  const moa = await courseBySlug(page, 'medical-office-administration');
  const subscription = await subscribe(page, email, moa.id);
  await page.goto(`/checkout/${moa.id}?subscription=${subscription}`);
  await expect(page.getByRole('radio', { name: new RegExp(name) })).toBeVisible();

  await plans.getByRole('button', { name: `Remove the payment plan ${name}` }).click();
  await expect(finance.getByText('No student has chosen it: it is deleted.')).toBeVisible();
  await finance.getByRole('button', { name: 'Confirm' }).click();
  await expect(finance.getByText('Payment plan removed.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: /Registration fee \+ 3 monthly instalments/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: new RegExp(name) })).toHaveCount(0);

  // the hourly instalment reminders, sent now
  await menu(finance, 'Instalments').click();
  await finance.getByRole('button', { name: 'Send reminders now' }).click();
  await expect(finance.getByText(/^Reminders are on their way/)).toBeVisible();
  expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
});
