import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  contentProgress,
  contentSubmissions,
  contents,
  courses,
  practiceEntries,
  quizAttempts,
  sections,
} from '../../db/schema';

export type SectionRow = typeof sections.$inferSelect;

/**
 * Locks the program's outline until the transaction ends: its places (indexes) and keys are read and
 * written again by one writer at a time, whichever process it runs in.
 */
export async function lockOutline(tx: Executor, courseId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.id, courseId))
    .for('update');
  return row !== undefined;
}

export async function findSection(db: Executor, id: number): Promise<SectionRow | null> {
  const [row] = await db.select().from(sections).where(eq(sections.id, id));
  return row ?? null;
}

/** The program's sections in order, with their keys. */
export function sectionsOf(db: Executor, courseId: number) {
  return db
    .select()
    .from(sections)
    .where(eq(sections.courseId, courseId))
    .orderBy(asc(sections.index), asc(sections.id));
}

export async function insertSection(tx: Executor, values: typeof sections.$inferInsert): Promise<number> {
  const [row] = await tx.insert(sections).values(values).returning({ id: sections.id });
  return row!.id;
}

export async function updateSection(tx: Executor, id: number, values: Partial<typeof sections.$inferInsert>) {
  await tx.update(sections).set(values).where(eq(sections.id, id));
}

export async function deleteSection(tx: Executor, id: number) {
  await tx.delete(sections).where(eq(sections.id, id));
}

/** A section's items in order, with their keys. */
export function contentsOfSection(db: Executor, sectionId: number) {
  return db
    .select({ id: contents.id, key: contents.key })
    .from(contents)
    .where(eq(contents.sectionId, sectionId))
    .orderBy(asc(contents.index), asc(contents.id));
}

export async function insertContent(tx: Executor, values: typeof contents.$inferInsert): Promise<number> {
  const [row] = await tx.insert(contents).values(values).returning({ id: contents.id });
  return row!.id;
}

/** Puts an item at a place of a section, under a key free there. */
export async function placeContent(
  tx: Executor,
  id: number,
  place: { sectionId: number; index: number; key: string },
) {
  await tx.update(contents).set(place).where(eq(contents.id, id));
}

export async function deleteContent(tx: Executor, id: number) {
  await tx.delete(contents).where(eq(contents.id, id));
}

/**
 * Whether a student has met any of the items: opened it (which completes a lesson), watched part of
 * it, was counted present, handed work in, started a quiz or logged practice.
 */
export async function studentWorkOn(db: Executor, contentIds: number[]): Promise<boolean> {
  if (contentIds.length === 0) return false;
  const traces = [
    db
      .select({ id: contentProgress.id })
      .from(contentProgress)
      .where(inArray(contentProgress.contentId, contentIds)),
    db
      .select({ id: contentSubmissions.id })
      .from(contentSubmissions)
      .where(inArray(contentSubmissions.contentId, contentIds)),
    db.select({ id: quizAttempts.id }).from(quizAttempts).where(inArray(quizAttempts.contentId, contentIds)),
    db
      .select({ id: practiceEntries.id })
      .from(practiceEntries)
      .where(inArray(practiceEntries.contentId, contentIds)),
  ];
  for (const trace of traces) if ((await trace.limit(1)).length > 0) return true;
  return false;
}

/** The program's sections and items in the room's order. */
export function outlineOf(db: Executor, courseId: number) {
  return db
    .select({
      section: sections,
      content: {
        id: contents.id,
        name: contents.name,
        contentType: contents.contentType,
        durationSeconds: contents.durationSeconds,
        canSkip: contents.canSkip,
      },
    })
    .from(sections)
    .leftJoin(contents, eq(contents.sectionId, sections.id))
    .where(eq(sections.courseId, courseId))
    .orderBy(asc(sections.index), asc(sections.id), asc(contents.index), asc(contents.id));
}
