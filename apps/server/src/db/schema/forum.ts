import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { courses } from './catalogue';
import { studentProfiles } from './profile';

/** A discussion thread: on a program's board, or on the general board when course is null. */
export const forumThreads = pgTable(
  'forum_threads',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => studentProfiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastPostAt: timestamp('last_post_at', { withTimezone: true }).notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [index('forum_threads_course_last_post').on(t.courseId, t.lastPostAt.desc(), t.id.desc())],
);

/** A post of a thread, the first one being the thread's opening; bodies are Markdown. */
export const forumPosts = pgTable(
  'forum_posts',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => studentProfiles.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Hidden by the school's moderation. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [index('forum_posts_thread_created').on(t.threadId, t.createdAt, t.id)],
);

/** How far a student has read each thread: what came after is unread. */
export const forumReads = pgTable(
  'forum_reads',
  {
    threadId: integer('thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => studentProfiles.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.studentId] })],
);
