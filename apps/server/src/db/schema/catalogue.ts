import { CONTENT_TYPES, QUESTION_TYPES, type TLanguage } from '@portal/contract';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from './one-of';

/**
 * A row's texts in the languages other than the institute's default, by language tag: only the
 * fields that differ from the default columns (ADR 038). The default language stays in the columns.
 */
export type Translations<T> = Partial<Record<string, Partial<T>>>;
export const translations = <T>() => jsonb('translations').$type<Translations<T>>().notNull().default({});

export const instructors = pgTable('instructors', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  title: text('title').notNull().default(''),
  bio: text('bio').notNull().default(''),
  translations: translations<{ title: string; bio: string }>(),
});

export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  shortDescription: text('short_description').notNull().default(''),
  description: text('description').notNull().default(''),
  outcomes: jsonb('outcomes').$type<string[]>().notNull().default([]),
  category: text('category').notNull().default(''),
  level: text('level').notNull().default(''),
  imageKey: text('image_key'),
  priceCents: integer('price_cents').notNull().default(0),
  currency: text('currency').notNull().default('CAD'),
  isFree: boolean('is_free').notNull().default(false),
  trialDays: integer('trial_days'),
  isCohort: boolean('is_cohort').notNull().default(false),
  enablePaidAtSchool: boolean('enable_paid_at_school').notNull().default(false),
  hasGpa: boolean('has_gpa').notNull().default(false),
  instructorId: integer('instructor_id').references(() => instructors.id),
  position: integer('position').notNull().default(0),
  translations: translations<{
    name: string;
    shortDescription: string;
    description: string;
    outcomes: string[];
    category: string;
    level: string;
  }>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cohorts = pgTable(
  'cohorts',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    isFree: boolean('is_free').notNull().default(false),
    priceCents: integer('price_cents').notNull().default(0),
    seats: integer('seats'),
    instructorId: integer('instructor_id').references(() => instructors.id),
    translations: translations<{ name: string }>(),
  },
  (t) => [uniqueIndex('cohorts_course_key').on(t.courseId, t.key)],
);

export type InstalmentRule = { number: number; amount: number; due_after_days: number };

export const paymentPlans = pgTable(
  'payment_plans',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    registrationFeeCents: integer('registration_fee_cents').notNull(),
    installments: jsonb('installments').$type<InstalmentRule[]>().notNull(),
    position: integer('position').notNull().default(0),
    translations: translations<{ name: string }>(),
    /** No longer offered; kept for the students who chose it, their payments and instalments. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('payment_plans_course_key').on(t.courseId, t.key)],
);

export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    index: integer('index').notNull(),
    translations: translations<{ name: string; description: string }>(),
  },
  (t) => [
    uniqueIndex('sections_course_key').on(t.courseId, t.key),
    index('sections_course_index').on(t.courseId, t.index),
  ],
);

/** Type-specific settings of a content item, as the importer validated them. */
export type ContentSettings = {
  /** `captions`: WebVTT files by language, served as the video is (no captions in rows imported before). */
  /** `seconds`: the length of a video file, read from its header, which its captions' cues end within. */
  video?: {
    src: string;
    transcript?: string;
    captions?: { lang: TLanguage; src: string }[];
    seconds?: number;
  };
  assignment?: {
    max_marks: number;
    submission: 'file' | 'text' | 'file_or_text';
    file_extensions: string[];
    max_file_size_mb: number;
    /** The certificate needs the marks to reach it (migration 0023 gave older rows 50). */
    pass_mark_percent: number;
  };
  quota?: { required_count: number };
  quiz?: {
    time_limit_minutes: number | null;
    attempts_allowed: number;
    pass_mark_percent: number;
    grading: 'best' | 'last';
    show_answers: boolean;
  };
};

export const contents = pgTable(
  'contents',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type', { enum: CONTENT_TYPES }).notNull(),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    canSkip: boolean('can_skip').notNull().default(false),
    index: integer('index').notNull(),
    body: text('body').notNull().default(''),
    settings: jsonb('settings').$type<ContentSettings>().notNull().default({}),
    translations: translations<{ name: string; body: string }>(),
  },
  (t) => [
    uniqueIndex('contents_section_key').on(t.sectionId, t.key),
    index('contents_section_index').on(t.sectionId, t.index),
    index('contents_course').on(t.courseId),
    oneOf('contents_content_type', t.contentType, CONTENT_TYPES),
  ],
);

export type QuizOption = { id: number; text: string; correct: boolean };

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: serial('id').primaryKey(),
    contentId: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    questionType: text('question_type', { enum: QUESTION_TYPES }).notNull(),
    text: text('text').notNull(),
    explanation: text('explanation').notNull().default(''),
    marks: integer('marks').notNull().default(1),
    multiple: boolean('multiple').notNull().default(false),
    options: jsonb('options').$type<QuizOption[]>().notNull().default([]),
    translations: translations<{ text: string; explanation: string; options: QuizOption[] }>(),
  },
  (t) => [
    uniqueIndex('quiz_questions_content_index').on(t.contentId, t.index),
    oneOf('quiz_questions_question_type', t.questionType, QUESTION_TYPES),
  ],
);
