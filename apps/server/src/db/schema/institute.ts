import type { TPaymentOffice, TRewardRules } from '@portal/contract';
import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Translations } from './catalogue';

export type Faq = { question: string; answer: string };
/** The payment office as imported; its time zone is the institute's. */
export type PaymentOffice = Omit<TPaymentOffice, 'time_zone' | 'lang'>;

/** The school running this portal: one row, settings and white-label site configuration. */
export const institutes = pgTable('institutes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  email: text('email').notNull().default(''),
  address: text('address').notNull().default(''),
  countryName: text('country_name').notNull().default('Canada'),
  countryCode: text('country_code').notNull().default('CA'),
  timeZone: text('time_zone').notNull().default('America/Toronto'),
  currency: text('currency').notNull().default('CAD'),
  defaultLanguage: text('default_language').notNull().default('en'),
  enableClick2pay: boolean('enable_click2pay').notNull().default(false),
  enablePaidAtSchool: boolean('enable_paid_at_school').notNull().default(false),
  paymentOffice: jsonb('payment_office').$type<PaymentOffice>(),
  allowGamification: boolean('allow_gamification').notNull().default(false),
  rewardRules: jsonb('reward_rules')
    .$type<TRewardRules>()
    .notNull()
    .default({ content_completed: 10, quiz_passed: 25, attendance: 5, payment_on_time: 20 }),
  liveSessionEnabled: boolean('live_session_enabled').notNull().default(false),
  enablePowerTutor: boolean('enable_power_tutor').notNull().default(false),
  /** Questions a student may ask the tutor per day (in the institute's time zone) and per minute. */
  tutorDailyQuota: integer('tutor_daily_quota').notNull().default(50),
  tutorPerMinute: integer('tutor_per_minute').notNull().default(6),
  mediaReleaseLink: text('media_release_link'),
  studentHandbookLink: text('student_handbook_link'),
  termsLink: text('terms_link'),
  faqs: jsonb('faqs').$type<Faq[]>().notNull().default([]),
  tagline: text('tagline').notNull().default(''),
  domainLink: text('domain_link'),
  domainDisplay: text('domain_display'),
  phone: text('phone'),
  facebookLink: text('facebook_link'),
  instagramLink: text('instagram_link'),
  youtubeLink: text('youtube_link'),
  twitterLink: text('twitter_link'),
  logoKey: text('logo_key'),
  footerLogoKey: text('footer_logo_key'),
  rewardIconKey: text('reward_icon_key'),
  themePreset: text('theme_preset').notNull().default('default'),
  translations: jsonb('translations')
    .$type<
      Translations<{
        name: string;
        description: string;
        tagline: string;
        faqs: Faq[];
        paymentOffice: PaymentOffice | null;
      }>
    >()
    .notNull()
    .default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
