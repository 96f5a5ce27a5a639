import {
  INSTALLMENT_STATUSES,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type TMessageCode,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from './one-of';
import { paymentPlans } from './catalogue';
import { subscriptions } from './enrolment';
import { studentProfiles } from './profile';

/** The instalments a payment plan schedules for one subscription, made when its registration fee is paid. */
export const installments = pgTable(
  'installments',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    paymentPlanId: integer('payment_plan_id').references(() => paymentPlans.id),
    number: integer('number').notNull(),
    dueDate: date('due_date').notNull(),
    dueAmountCents: integer('due_amount_cents').notNull(),
    status: text('status', { enum: INSTALLMENT_STATUSES }).notNull().default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the student was told the instalment is due soon, and that it is overdue: each is said once. */
    dueNoticeAt: timestamp('due_notice_at', { withTimezone: true }),
    overdueNoticeAt: timestamp('overdue_notice_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('installments_subscription_number').on(t.subscriptionId, t.number),
    oneOf('installments_status', t.status, INSTALLMENT_STATUSES),
  ],
);

/** The statuses of a payment that hold its obligation: waiting for an answer, or paid. */
export const HELD_STATUSES = ['processing', 'requires_action', 'pending', 'complete'] as const;

/**
 * One attempt to pay (spec: Payment status). The idempotency key makes a repeated submit the same
 * payment: the provider is asked with the same key, and this table keeps one row for it. Of the
 * attempts at one obligation, at most one holds it (open or complete): the database refuses a second.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => studentProfiles.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    installmentId: integer('installment_id').references(() => installments.id),
    paymentPlanId: integer('payment_plan_id').references(() => paymentPlans.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    /**
     * What the payment pays: `subscription:<id>` (its full payment or registration fee) or
     * `installment:<id>`. Null only on attempts recorded before obligations were kept.
     */
    obligation: text('obligation'),
    /** When the provider returned the money of a refunded payment. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Why staff refunded a completed payment; null for a late charge refunded on its own. */
    refundReason: text('refund_reason'),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    /** Interac: the page where the payer approves the payment. */
    paymentLink: text('payment_link'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** A payment at the school: the code the student gives at its desk (SCH-XXXX-XXXX). */
    referenceCode: text('reference_code'),
    /** Why it failed or was cancelled, in English, as the provider or the portal said it. */
    failureMessage: text('failure_message'),
    /** The same by the portal's message code, which the reader's language says; null for a provider's own words. */
    failureCode: text('failure_code').$type<TMessageCode>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_subscription').on(t.subscriptionId, t.createdAt),
    uniqueIndex('payments_provider_payment').on(t.provider, t.providerPaymentId),
    uniqueIndex('payments_reference_code').on(t.referenceCode),
    uniqueIndex('payments_obligation_held')
      .on(t.obligation)
      .where(sql`${t.status} in ('processing', 'requires_action', 'pending', 'complete')`),
    oneOf('payments_kind', t.kind, PAYMENT_KINDS),
    oneOf('payments_method', t.method, PAYMENT_METHODS),
    oneOf('payments_status', t.status, PAYMENT_STATUSES),
  ],
);

/** The provider's customer of a student, to which the cards they save are attached. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => studentProfiles.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_customers_student_provider').on(t.studentId, t.provider)],
);

/** A card the student saved with the provider: only its token and what identifies it to a person. */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => studentProfiles.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerMethodId: text('provider_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_cards_student').on(t.studentId)],
);

/** Provider events already handled: a replayed webhook is acknowledged and does nothing. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_events_provider_event').on(t.provider, t.eventId)],
);
