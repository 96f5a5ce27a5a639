import type { TListPracticeEntryReviewsQuery, TPracticeEntryStatus } from '@portal/contract';
import { type SQL, and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { containing } from '../../db/list-query';
import {
  contentProgress,
  contents,
  courses,
  practiceEntries,
  studentProfiles,
  subscriptions,
  uploadedFiles,
  users,
} from '../../db/schema';

type Filter = TListPracticeEntryReviewsQuery & { within?: number[] | undefined };

/** A student's page lists all their entries; the queue, the entries waiting for review. */
const stateOf = (filter: Filter): TPracticeEntryStatus | undefined =>
  filter.state ?? (filter.student === undefined ? 'pending' : undefined);

function conditions(filter: Filter): SQL[] {
  const found: SQL[] = [];
  const state = stateOf(filter);
  if (state) found.push(eq(practiceEntries.status, state));
  if (filter.student !== undefined) found.push(eq(subscriptions.studentId, filter.student));
  if (filter.program !== undefined) found.push(eq(subscriptions.courseId, filter.program));
  if (filter.within)
    found.push(inArray(subscriptions.courseId, filter.within.length > 0 ? filter.within : [-1]));
  if (filter.search) {
    const pattern = containing(filter.search);
    found.push(
      or(
        ilike(users.name, pattern),
        ilike(users.email, pattern),
        ilike(contents.name, pattern),
        ilike(practiceEntries.note, pattern),
      )!,
    );
  }
  return found;
}

const ORDERINGS = {
  created_at: practiceEntries.createdAt,
  date: practiceEntries.practisedOn,
  student: users.name,
};

/** The entry's item, student and program, which the list filters and orders by. */
function joined<T extends PgSelect>(query: T) {
  return query
    .innerJoin(contents, eq(contents.id, practiceEntries.contentId))
    .innerJoin(subscriptions, eq(subscriptions.id, practiceEntries.subscriptionId))
    .innerJoin(studentProfiles, eq(studentProfiles.id, subscriptions.studentId))
    .innerJoin(users, eq(users.id, studentProfiles.userId));
}

/** A page of practice entries, as ids in the list's order, and how many there are. */
export async function pageOfPracticeEntryIds(
  db: Executor,
  filter: Filter,
): Promise<{ count: number; ids: number[] }> {
  const where = and(...conditions(filter));
  const field = (filter.ordering ?? 'created_at').replace(/^-/, '') as keyof typeof ORDERINGS;
  const direction = filter.ordering?.startsWith('-') ? desc : asc;
  const [total, rows] = await Promise.all([
    joined(db.select({ count: count() }).from(practiceEntries).$dynamic()).where(where),
    joined(db.select({ id: practiceEntries.id }).from(practiceEntries).$dynamic())
      .where(where)
      .orderBy(direction(ORDERINGS[field]), asc(practiceEntries.id))
      .offset(filter.offset)
      .limit(filter.limit),
  ]);
  return { count: total[0]!.count, ids: rows.map((row) => row.id) };
}

/** Practice entries with their item, student, program, file and the item's count so far. */
export function listPracticeEntryRows(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      entry: practiceEntries,
      item: { id: contents.id, name: contents.name, settings: contents.settings },
      student: { id: studentProfiles.id, name: users.name, email: users.email },
      program: { id: courses.id, name: courses.name },
      file: uploadedFiles,
      recorded: contentProgress.attendanceCount,
    })
    .from(practiceEntries)
    .innerJoin(contents, eq(contents.id, practiceEntries.contentId))
    .innerJoin(subscriptions, eq(subscriptions.id, practiceEntries.subscriptionId))
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .innerJoin(studentProfiles, eq(studentProfiles.id, subscriptions.studentId))
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .leftJoin(uploadedFiles, eq(uploadedFiles.id, practiceEntries.fileId))
    .leftJoin(
      contentProgress,
      and(
        eq(contentProgress.subscriptionId, practiceEntries.subscriptionId),
        eq(contentProgress.contentId, practiceEntries.contentId),
      ),
    )
    .where(inArray(practiceEntries.id, ids));
}
export type PracticeEntryRow = Awaited<ReturnType<typeof listPracticeEntryRows>>[number];
