import { asc, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  cohorts,
  contents,
  courses,
  globalDocuments,
  institutes,
  instructors,
  paymentPlans,
  quizQuestions,
  rewardLevels,
  sections,
} from '../../db/schema';

/** Everything the content folder holds, as stored, in the folder's order; null before any import. */
export async function loadContentRows(db: Executor) {
  const [institute] = await db.select().from(institutes).orderBy(asc(institutes.id)).limit(1);
  if (!institute) return null;
  return {
    institute,
    instructors: await db.select().from(instructors).orderBy(asc(instructors.id)),
    documents: await db
      .select()
      .from(globalDocuments)
      .orderBy(asc(globalDocuments.position), asc(globalDocuments.id)),
    levels: await db.select().from(rewardLevels).orderBy(asc(rewardLevels.minPoints)),
    courses: await db.select().from(courses).orderBy(asc(courses.slug)),
    cohorts: await db.select().from(cohorts).orderBy(asc(cohorts.startDate), asc(cohorts.id)),
    // a retired plan is no longer offered: the folder holds what students may choose
    plans: await db
      .select()
      .from(paymentPlans)
      .where(isNull(paymentPlans.retiredAt))
      .orderBy(asc(paymentPlans.position), asc(paymentPlans.id)),
    sections: await db.select().from(sections).orderBy(asc(sections.index), asc(sections.id)),
    contents: await db.select().from(contents).orderBy(asc(contents.index), asc(contents.id)),
    questions: await db.select().from(quizQuestions).orderBy(asc(quizQuestions.index)),
  };
}

export type ContentRows = NonNullable<Awaited<ReturnType<typeof loadContentRows>>>;
