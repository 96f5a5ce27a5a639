import type { TMessageCode, TTutorSource } from '@portal/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { contents, courses, quizQuestions, sections } from './catalogue';
import { subscriptions } from './enrolment';

/**
 * A citation as stored; answers from before numbered citations have no number or heading, and those
 * from before sources said their language no `lang`.
 */
export type StoredTutorSource = Omit<TTutorSource, 'number' | 'heading' | 'lang'> &
  Partial<Pick<TTutorSource, 'number' | 'heading' | 'lang'>>;

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The tutor's index of a program: a passage per lesson part, document, video text or quiz question
 * (its text and explanation, never its correct options), searched in English and French.
 * Rebuilt from the content on import.
 */
export const tutorPassages = pgTable(
  'tutor_passages',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    contentId: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    /** Set for a quiz question's passage: out of a student's search until they have submitted the quiz. */
    quizQuestionId: integer('quiz_question_id').references(() => quizQuestions.id, { onDelete: 'cascade' }),
    /** The item's name: a part is about what its item is about ("Business email…" › "The subject line…"). */
    title: text('title').notNull().default(''),
    heading: text('heading').notNull().default(''),
    body: text('body').notNull(),
    /** The language the passage is indexed for: the item's text in it, else in the default language (ADR 038). */
    language: text('language').notNull().default('en'),
    searchEn: tsvector('search_en')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(heading, '')), 'A') || setweight(to_tsvector('english', coalesce(title, '')), 'B') || setweight(to_tsvector('english', body), 'C')`,
      ),
    searchFr: tsvector('search_fr')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('french', coalesce(heading, '')), 'A') || setweight(to_tsvector('french', coalesce(title, '')), 'B') || setweight(to_tsvector('french', body), 'C')`,
      ),
  },
  (t) => [
    index('tutor_passages_course').on(t.courseId, t.language),
    index('tutor_passages_search_en').using('gin', t.searchEn),
    index('tutor_passages_search_fr').using('gin', t.searchFr),
  ],
);

/** The student's conversation with the tutor about one program; a question counts against the daily quota. */
export const tutorMessages = pgTable(
  'tutor_messages',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** The asking student's profile, for the quota across programs. */
    profileId: integer('profile_id').notNull(),
    role: text('role').$type<'student' | 'tutor'>().notNull(),
    text: text('text').notNull(),
    /** A refusal by the tutor, by its message code, which the reader's language says. */
    textCode: text('text_code').$type<TMessageCode>(),
    sources: jsonb('sources').$type<StoredTutorSource[]>().notNull().default([]),
    /** For an answer: whether the program covered the question. */
    covered: boolean('covered'),
    /** For a question: false until it was answered; an unanswered question does not count. */
    answered: boolean('answered').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the student clears the conversation: hidden from it, still counted in the day's quota. */
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (t) => [
    index('tutor_messages_subscription').on(t.subscriptionId, t.id),
    index('tutor_messages_profile_created').on(t.profileId, t.createdAt),
  ],
);
