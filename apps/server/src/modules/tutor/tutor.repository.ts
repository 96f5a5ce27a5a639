import { and, asc, count, desc, eq, gte, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
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

/** The languages a program's passages are indexed in. */
export async function listPassageLanguages(db: Executor, courseId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ language: tutorPassages.language })
    .from(tutorPassages)
    .where(eq(tutorPassages.courseId, courseId));
  return rows.map((r) => r.language);
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
  title: string;
  heading: string;
  body: string;
  /** The index the passage is in (`tutor_passages.language`). */
  language: string;
  rank: number;
  /** The passage's words as each configuration stems them: all of them, its own (less its item's name), its heading's. */
  lexemes: Record<SearchConfig, string[]>;
  own: Record<SearchConfig, string[]>;
  headed: Record<SearchConfig, string[]>;
};

/**
 * What a student's search may read of a program: its teaching passages and the submitted quizzes', in
 * one language's index.
 */
export type PassageScope = { courseId: number; submittedQuizIds: number[]; language: string };

/** Text-search queries over the passages' English and French vectors; a passage matching either is found. */
export type PassageQueries = Partial<Record<SearchConfig, string>>;

const vectorOf = (config: SearchConfig) =>
  config === 'french' ? tutorPassages.searchFr : tutorPassages.searchEn;

/**
 * The passages of the program a student may see: a quiz question's passage only once they have
 * submitted that quiz, so no search can return the questions or explanations of a quiz ahead of them.
 */
function inScope(scope: PassageScope) {
  return and(
    eq(tutorPassages.courseId, scope.courseId),
    eq(tutorPassages.language, scope.language),
    scope.submittedQuizIds.length > 0
      ? or(isNull(tutorPassages.quizQuestionId), inArray(tutorPassages.contentId, scope.submittedQuizIds))
      : isNull(tutorPassages.quizQuestionId),
  );
}

export type PassagePart = Pick<
  typeof tutorPassages.$inferSelect,
  'id' | 'contentId' | 'quizQuestionId' | 'title' | 'heading' | 'body' | 'language'
>;

/** The passages of these items of a program in one language's index, in their order. */
export async function listItemPassages(
  db: Executor,
  courseId: number,
  language: string,
  contentIds: number[],
): Promise<PassagePart[]> {
  if (contentIds.length === 0) return [];
  return db
    .select({
      id: tutorPassages.id,
      contentId: tutorPassages.contentId,
      quizQuestionId: tutorPassages.quizQuestionId,
      title: tutorPassages.title,
      heading: tutorPassages.heading,
      body: tutorPassages.body,
      language: tutorPassages.language,
    })
    .from(tutorPassages)
    .where(
      and(
        eq(tutorPassages.courseId, courseId),
        eq(tutorPassages.language, language),
        inArray(tutorPassages.contentId, contentIds),
      ),
    )
    .orderBy(asc(tutorPassages.id));
}

/** The French words (stemmed, as written: accents kept) of the passages in scope. */
export async function listFrenchLexemes(db: Executor, scope: PassageScope): Promise<string[]> {
  const rows = await db
    .selectDistinct({ lexeme: sql<string>`unnest(tsvector_to_array(${tutorPassages.searchFr}))` })
    .from(tutorPassages)
    .where(inScope(scope));
  return rows.map((r) => r.lexeme);
}

function matching(queries: PassageQueries) {
  const tests = (Object.keys(queries) as SearchConfig[]).map(
    (config) => sql`${vectorOf(config)} @@ ${queries[config]}::tsquery`,
  );
  return tests.length > 0 ? or(...tests) : sql`false`;
}

/** The passages in scope that match any query, best ranked first, without the excluded items. */
export async function searchPassages(
  db: Executor,
  search: { scope: PassageScope; queries: PassageQueries; excludeContentIds: number[]; limit: number },
): Promise<FoundPassage[]> {
  const ranks = (Object.keys(search.queries) as SearchConfig[]).map(
    (config) => sql`ts_rank_cd(${vectorOf(config)}, ${search.queries[config]}::tsquery)`,
  );
  const rank = ranks.length > 0 ? sql.join(ranks, sql` + `) : sql`0`;
  const rows = await db
    .select({
      id: tutorPassages.id,
      contentId: tutorPassages.contentId,
      sectionId: tutorPassages.sectionId,
      quizQuestionId: tutorPassages.quizQuestionId,
      title: tutorPassages.title,
      heading: tutorPassages.heading,
      body: tutorPassages.body,
      language: tutorPassages.language,
      rank: sql`${rank}`.mapWith(Number),
      english: sql<string[]>`tsvector_to_array(${tutorPassages.searchEn})`,
      french: sql<string[]>`tsvector_to_array(${tutorPassages.searchFr})`,
      // weights: A the heading, B the item's name, C the body
      ownEnglish: sql<string[]>`tsvector_to_array(ts_filter(${tutorPassages.searchEn}, '{a,c}'))`,
      ownFrench: sql<string[]>`tsvector_to_array(ts_filter(${tutorPassages.searchFr}, '{a,c}'))`,
      headedEnglish: sql<string[]>`tsvector_to_array(ts_filter(${tutorPassages.searchEn}, '{a}'))`,
      headedFrench: sql<string[]>`tsvector_to_array(ts_filter(${tutorPassages.searchFr}, '{a}'))`,
    })
    .from(tutorPassages)
    .where(
      and(
        inScope(search.scope),
        matching(search.queries),
        search.excludeContentIds.length > 0
          ? notInArray(tutorPassages.contentId, search.excludeContentIds)
          : undefined,
      ),
    )
    .orderBy(desc(sql`${rank}`), asc(tutorPassages.id))
    .limit(search.limit);
  return rows.map(({ english, french, ownEnglish, ownFrench, headedEnglish, headedFrench, ...row }) => ({
    ...row,
    lexemes: { english, french },
    own: { english: ownEnglish, french: ownFrench },
    headed: { english: headedEnglish, french: headedFrench },
  }));
}

/** How many passages in scope there are, and how many match each set of queries (a term's document frequency). */
export async function countMatching(
  db: Executor,
  scope: PassageScope,
  each: PassageQueries[],
): Promise<{ total: number; matching: number[] }> {
  const counts = each.map((queries) => sql`count(*) filter (where ${matching(queries)})::int`);
  const [row] = (await db
    .select({
      total: sql<number>`count(*)::int`,
      matching: sql<number[]>`array[${sql.join([...counts, sql`0`], sql`, `)}]`,
    })
    .from(tutorPassages)
    .where(inScope(scope))) as { total: number; matching: number[] }[];
  return { total: row?.total ?? 0, matching: (row?.matching ?? []).slice(0, each.length).map(Number) };
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
