import { and, asc, count, desc, eq, gte, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { tutorMessages, tutorPassages } from '../../db/schema';

export type TutorMessageRow = typeof tutorMessages.$inferSelect;
export type SearchConfig = 'english' | 'french';

/** Replaces a program's passages; callers hold its index lock. */
export async function replacePassages(
  db: Executor,
  courseId: number,
  passages: Omit<typeof tutorPassages.$inferInsert, 'courseId'>[],
): Promise<void> {
  await db.delete(tutorPassages).where(eq(tutorPassages.courseId, courseId));
  // in slices, to stay under the drivers' limit of bound parameters
  for (let i = 0; i < passages.length; i += 500) {
    await db.insert(tutorPassages).values(passages.slice(i, i + 500).map((p) => ({ ...p, courseId })));
  }
}

/**
 * Holds rebuilds of one program's index to one at a time until the transaction ends, so two
 * processes starting together cannot both fill it.
 */
export async function lockCourseIndex(db: Executor, courseId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('tutor_passages'), ${courseId})`);
}

export async function listIndexedCourseIds(db: Executor): Promise<number[]> {
  const rows = await db.selectDistinct({ courseId: tutorPassages.courseId }).from(tutorPassages);
  return rows.map((r) => r.courseId);
}

/** The lexemes PostgreSQL's text search makes of each text (stop words dropped, words stemmed). */
export async function lexemesOf(db: Executor, texts: string[], config: SearchConfig): Promise<string[][]> {
  if (texts.length === 0) return [];
  const list = sql.join(
    texts.map((t) => sql`${t}`),
    sql`, `,
  );
  // both drivers answer raw SQL with { rows }
  const result = (await db.execute(
    sql`select tsvector_to_array(to_tsvector(${config}::regconfig, t.text)) as lexemes, t.n
        from unnest(array[${list}]::text[]) with ordinality as t(text, n) order by t.n`,
  )) as unknown as { rows: { lexemes: string[] }[] };
  return result.rows.map((r) => r.lexemes);
}

export type FoundPassage = {
  id: number;
  contentId: number;
  sectionId: number;
  quizQuestionId: number | null;
  heading: string;
  body: string;
  rank: number;
  lexemes: string[];
};

/** A program's passages that hold any of the query's terms, best ranked first, without the excluded items. */
export async function searchPassages(
  db: Executor,
  search: {
    courseId: number;
    config: SearchConfig;
    tsquery: string;
    excludeContentIds: number[];
    limit: number;
  },
): Promise<FoundPassage[]> {
  const vector = search.config === 'french' ? tutorPassages.searchFr : tutorPassages.searchEn;
  const query = sql`${search.tsquery}::tsquery`;
  const rank = sql`ts_rank_cd(${vector}, ${query})`;
  return db
    .select({
      id: tutorPassages.id,
      contentId: tutorPassages.contentId,
      sectionId: tutorPassages.sectionId,
      quizQuestionId: tutorPassages.quizQuestionId,
      heading: tutorPassages.heading,
      body: tutorPassages.body,
      rank: rank.mapWith(Number),
      lexemes: sql<string[]>`tsvector_to_array(${vector})`,
    })
    .from(tutorPassages)
    .where(
      and(
        eq(tutorPassages.courseId, search.courseId),
        sql`${vector} @@ ${query}`,
        search.excludeContentIds.length > 0
          ? notInArray(tutorPassages.contentId, search.excludeContentIds)
          : undefined,
      ),
    )
    .orderBy(desc(rank), asc(tutorPassages.id))
    .limit(search.limit);
}

export async function insertTutorMessage(
  db: Executor,
  values: typeof tutorMessages.$inferInsert,
): Promise<TutorMessageRow> {
  const [row] = await db.insert(tutorMessages).values(values).returning();
  return row!;
}

export async function markAnswered(db: Executor, questionId: number): Promise<void> {
  await db.update(tutorMessages).set({ answered: true }).where(eq(tutorMessages.id, questionId));
}

/** The conversation as the student sees it: its last `limit` messages, oldest first. */
export async function listConversation(db: Executor, subscriptionId: number, limit: number) {
  const rows = await db
    .select()
    .from(tutorMessages)
    .where(and(eq(tutorMessages.subscriptionId, subscriptionId), isNull(tutorMessages.clearedAt)))
    .orderBy(desc(tutorMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** How many of the student's questions, in any program, were answered since the moment given. */
export async function countAnsweredSince(db: Executor, profileId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tutorMessages)
    .where(
      and(
        eq(tutorMessages.profileId, profileId),
        eq(tutorMessages.role, 'student'),
        eq(tutorMessages.answered, true),
        gte(tutorMessages.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Hides the conversation from the student. Messages the day's quota may still count are kept,
 * marked cleared; older ones go.
 */
export async function clearConversation(
  db: Executor,
  subscriptionId: number,
  now: Date,
  keepSince: Date,
): Promise<void> {
  await db
    .delete(tutorMessages)
    .where(and(eq(tutorMessages.subscriptionId, subscriptionId), lt(tutorMessages.createdAt, keepSince)));
  await db
    .update(tutorMessages)
    .set({ clearedAt: now })
    .where(and(eq(tutorMessages.subscriptionId, subscriptionId), isNull(tutorMessages.clearedAt)));
}
