import type { Executor } from '../../db/client';
import { type ReadCache, createReadCache } from '../../lib/read-cache';
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

type Cache = {
  courses: ReadCache<number, CourseRow>;
  structures: ReadCache<number, CourseStructure>;
  contents: ReadCache<number, ContentRow>;
  questionCounts: ReadCache<number, number>;
};

/** One cache per database handle: a transaction gets one of its own, gone with it. */
const caches = new WeakMap<Executor, Cache>();

function cacheOf(db: Executor): Cache {
  let cache = caches.get(db);
  if (!cache) {
    const byId = <V extends NonNullable<unknown>>() =>
      createReadCache<number, V>({ ttl: CATALOGUE_CACHE_MS, max: 10_000 });
    cache = { courses: byId(), structures: byId(), contents: byId(), questionCounts: byId() };
    caches.set(db, cache);
  }
  return cache;
}

export function catalogueCourse(db: Executor, id: number): Promise<CourseRow | null> {
  return cacheOf(db).courses.read(id, () => findCourse(db, { id }));
}

export function courseStructure(db: Executor, courseId: number): Promise<CourseStructure> {
  return cacheOf(db).structures.read(courseId, async () => {
    // one query at a time: inside a transaction they share one connection
    const structure = await listCourseStructure(db, courseId);
    return { ...structure, quizMarks: await quizMaxMarks(db, courseId) };
  });
}

export function catalogueContent(db: Executor, id: number): Promise<ContentRow | null> {
  return cacheOf(db).contents.read(id, () => findContent(db, id));
}

export function quizQuestionCount(db: Executor, contentId: number): Promise<number> {
  return cacheOf(db).questionCounts.read(contentId, () => countQuizQuestions(db, contentId));
}

/** After an import: every program may have changed. */
export function forgetCatalogue(db: Executor) {
  caches.delete(db);
}
