import { z } from 'zod';
import { ZCents } from '../common/money';
import { ZLanguage } from '../enums';
import { staffRule } from '../staff/staff-messages';

/** A cohort as the school runs it: its dates, seats and price, and how many took a seat. */
/** A cohort's or a plan's name in the languages other than the institute's default. */
export const ZNameTranslations = z.partialRecord(ZLanguage, z.object({ name: z.string().trim().max(200) }));

export const ZStaffCohort = z.object({
  id: z.number().int(),
  name: z.string().trim().min(1).max(200),
  /** The name in the languages other than the institute's default. */
  translations: ZNameTranslations,
  start_date: z.iso.date(),
  end_date: z.iso.date(),
  is_free: z.boolean(),
  price: ZCents,
  /** Null: no limit. */
  seats: z.number().int().min(1).max(100_000).nullable(),
  /** Subscriptions to it that are not cancelled. */
  taken: z.number().int(),
});
export type TStaffCohort = z.infer<typeof ZStaffCohort>;

/** One instalment of a plan: its amount, due so many days after the registration fee is paid. */
export const ZStaffInstallmentRule = z.object({
  amount: ZCents.min(1, staffRule('staff.forms.instalmentCent')),
  due_after_days: z.number().int().min(1).max(1_825),
});

/** A payment plan's schedule, as students choose it at checkout. */
export const ZStaffPaymentPlan = z.object({
  id: z.number().int(),
  name: z.string().trim().min(1).max(200),
  /** The name in the languages other than the institute's default. */
  translations: ZNameTranslations,
  registration_fee: ZCents,
  installments: z.array(ZStaffInstallmentRule.extend({ number: z.number().int() })),
  /** A student has chosen it: its fee and schedule stay as they agreed to them; its names may change. */
  chosen: z.boolean(),
});
export type TStaffPaymentPlan = z.infer<typeof ZStaffPaymentPlan>;

/** The texts of a program in a language other than the institute's default. */
export const ZProgramTexts = z.object({
  name: z.string().trim().max(200),
  short_description: z.string().trim().max(500),
  description: z.string().max(20_000),
});

/** A program's settings as the school keeps them: texts in the default language, price and options. */
export const ZStaffProgram = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string().trim().min(1).max(200),
  short_description: z.string().trim().max(500),
  /** Markdown, as the program's page shows it. */
  description: z.string().max(20_000),
  category: z.string().trim().max(100),
  level: z.string().trim().max(100),
  price: ZCents,
  currency: z.string(),
  is_free: z.boolean(),
  /** Days of a free trial before paying; null: none. */
  trial_days: z.number().int().min(1).max(365).nullable(),
  is_cohort: z.boolean(),
  enable_paid_at_school: z.boolean(),
  has_gpa: z.boolean(),
  /** The program's picture on the catalogue's card and page; null: none. */
  image: z.string().nullable(),
  translations: z.partialRecord(ZLanguage, ZProgramTexts),
  default_language: ZLanguage,
  cohorts: z.array(ZStaffCohort),
  payment_plans: z.array(ZStaffPaymentPlan),
  /** Subscriptions that are not cancelled. */
  students: z.number().int(),
  updated_at: z.string(),
});
export type TStaffProgram = z.infer<typeof ZStaffProgram>;

export const ZStaffProgramParams = z.object({ id: z.coerce.number().int().positive() });
export const ZStaffCohortParams = ZStaffProgramParams.extend({ cohort: z.coerce.number().int().positive() });
export const ZStaffPaymentPlanParams = ZStaffProgramParams.extend({
  plan: z.coerce.number().int().positive(),
});
