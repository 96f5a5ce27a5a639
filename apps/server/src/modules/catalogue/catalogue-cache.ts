import type { Executor } from '../../db/client';
import {
  type ContentRow,
  type CourseRow,
  countQuizQuestions,
  findContent,
  findCourse,
  listCourseStructure,
  quizMaxMarks,
} from './catalogue.repository';

/**
 * The programs and their structure as the course room reads it on every request, kept in memory: it changes only
 * when content is imported, which forgets it in this process; another process's import shows here
 * once an entry expires.
 */
export const CATALOGUE_CACHE_MS = 30_000;

export type CourseStructure = Awaited<ReturnType<typeof listCourseStructure>> & {
  quizMarks: Map<number, number>;
};

type Entry<T> = { value: Promise<T>; until: number };
type Cache = {
  courses: Map<number, Entry<CourseRow | null>>;
  structures: Map<number, Entry<CourseStructure>>;
  contents: Map<number, Entry<ContentRow | null>>;
  questionCounts: Map<number, Entry<number>>;
};

/** One cache per database handle: a transaction gets one of its own, gone with it. */
const caches = new WeakMap<Executor, Cache>();

function cacheOf(db: Executor): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { courses: new Map(), structures: new Map(), contents: new Map(), questionCounts: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/** The value of `key`, loaded once while it lasts; a failed load or a missing row is not kept. */
function remember<T>(map: Map<number, Entry<T>>, key: number, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const entry = map.get(key);
  if (entry && entry.until > now) return entry.value;
  const value = load();
  map.set(key, { value, until: now + CATALOGUE_CACHE_MS });
  value.then(
    (found) => {
      if (found === null) map.delete(key);
    },
    () => map.delete(key),
  );
  return value;
}

export function catalogueCourse(db: Executor, id: number): Promise<CourseRow | null> {
  return remember(cacheOf(db).courses, id, () => findCourse(db, { id }));
}

export function courseStructure(db: Executor, courseId: number): Promise<CourseStructure> {
  return remember(cacheOf(db).structures, courseId, async () => {
    // one query at a time: inside a transaction they share one connection
    const structure = await listCourseStructure(db, courseId);
    return { ...structure, quizMarks: await quizMaxMarks(db, courseId) };
  });
}

export function catalogueContent(db: Executor, id: number): Promise<ContentRow | null> {
  return remember(cacheOf(db).contents, id, () => findContent(db, id));
}

export function quizQuestionCount(db: Executor, contentId: number): Promise<number> {
  return remember(cacheOf(db).questionCounts, contentId, () => countQuizQuestions(db, contentId));
}

/** After an import: every program may have changed. */
export function forgetCatalogue(db: Executor) {
  caches.delete(db);
}
