import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TMessageCode } from '@portal/contract';

/** The sandbox card gateway's own records: what a provider keeps on its side, never the card number. */
export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  id: text('id').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  /** What the test card does when charged: succeed, authenticate, decline, insufficient_funds. */
  behaviour: text('behaviour').notNull(),
  /** The customer whose session made it: another customer's charge with it is refused. */
  customerId: text('customer_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxPaymentIntents = pgTable('sandbox_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  paymentMethodId: text('payment_method_id').notNull(),
  customerId: text('customer_id'),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  /**
   * requires_action, succeeded, failed, canceled; after the challenge: authenticated or
   * authentication_failed
   */
  status: text('status').notNull(),
  failureMessage: text('failure_message'),
  /** Why it failed, as the portal's message code (Stripe's `last_payment_error.code` stands here) */
  failureCode: text('failure_code').$type<TMessageCode>(),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox Interac provider's payment links and what the payer did on its bank page. */
export const sandboxInteracLinks = pgTable('sandbox_interac_links', {
  id: text('id').primaryKey(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  /** pending, approved, declined, cancelled: one final answer */
  status: text('status').notNull().default('pending'),
  bank: text('bank'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
