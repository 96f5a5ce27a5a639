import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { courses } from './catalogue';

/** Branding, program images and course-room videos, kept in the file store and served inline. */
export const mediaAssets = pgTable('media_assets', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The programs whose course room shows an asset (a video): a paid program's are its students' only. */
export const roomMedia = pgTable(
  'room_media',
  {
    key: text('key')
      .notNull()
      .references(() => mediaAssets.key, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.key, t.courseId] })],
);
