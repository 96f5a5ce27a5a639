import { type TProgramStanding, percentOf, roundTo2, weightedGpa } from '@portal/contract';
import type { Executor } from '../../db/client';
import { type CourseStructure, courseStructure } from '../catalogue/catalogue-cache';
import {
  type SubscriptionRow,
  type SubscriptionWithCourse,
  lockSubscription,
  updateSubscription,
} from '../enrolment/enrolment.service';
import {
  type ProgressRow,
  type StudentRecords,
  type SubmissionWithFile,
  listStudentRecords,
} from './journey.repository';
import { passMarkOf, passedOf, standingOf } from './pass-rules';
import { type ItemState, journeyStates } from './progress-rules';

export type JourneyEntry = {
  content: CourseStructure['contentRows'][number];
  progress: ProgressRow | null;
  submission: SubmissionWithFile | null;
  /** What a quiz, assignment or homework is worth; null for other items. */
  maxMarks: number | null;
  /** A quiz's, assignment's or homework's pass mark in percent; null for other items. */
  passMarkPercent: number | null;
  /** Whether the graded marks reach the pass mark; null until graded. */
  passed: boolean | null;
  state: ItemState;
};

/** A program's sections and items, in order, with the student's state on every item. */
export type Journey = {
  own: SubscriptionWithCourse;
  sections: CourseStructure['sectionRows'];
  entries: JourneyEntry[];
  mandatoryProgress: number;
  /** The program's completion rule as it stands: what the certificate waits for. */
  standing: TProgramStanding;
  /** The program's GPA from its graded items; null without a graded item or when it reports none. */
  gpa: number | null;
};

function maxMarksOf(content: CourseStructure['contentRows'][number], quizzes: Map<number, number>) {
  if (content.contentType === 'quiz') return quizzes.get(content.id) ?? 0;
  return content.settings.assignment?.max_marks ?? null;
}

/** Graded marks of an entry, or null: the facts the GPA is worked out from. */
export function gradedMarksOf(entry: Pick<JourneyEntry, 'submission'>): number | null {
  const submission = entry.submission?.submission;
  return submission?.status === 'graded' && submission.marks !== null ? Number(submission.marks) : null;
}

function gpaOf(own: SubscriptionWithCourse, entries: JourneyEntry[]): number | null {
  if (!own.course.hasGpa) return null;
  return weightedGpa(
    entries.flatMap((e) => {
      const marks = gradedMarksOf(e);
      return marks === null || !e.maxMarks
        ? []
        : [{ percent: percentOf(marks, e.maxMarks), weight: e.maxMarks }];
    }),
  );
}

/** `records` when they were read with the subscription. */
export async function loadJourney(
  db: Executor,
  own: SubscriptionWithCourse,
  records?: StudentRecords,
): Promise<Journey> {
  const structure = await courseStructure(db, own.course.id);
  const { progress, submissions } = records ?? (await listStudentRecords(db, own.subscription.id));
  const quizzes = structure.quizMarks;
  const progressOf = new Map(progress.map((p) => [p.contentId, p]));
  const submissionOf = new Map(submissions.map((s) => [s.submission.contentId, s]));

  const items = structure.contentRows.map((c) => {
    const row = progressOf.get(c.id);
    return {
      id: c.id,
      name: c.name,
      contentType: c.contentType,
      canSkip: c.canSkip,
      requiredCount: c.settings.quota?.required_count ?? null,
      facts: {
        viewed: Boolean(row?.viewedAt),
        completed: Boolean(row?.completedAt),
        // returned work is to hand in again
        submitted: (submissionOf.get(c.id)?.submission.status ?? 'returned') !== 'returned',
        recordedCount: row?.attendanceCount ?? 0,
      },
    };
  });
  const { states, mandatoryProgress } = journeyStates(items);
  const entries = structure.contentRows.map((content, i): JourneyEntry => {
    const submission = submissionOf.get(content.id) ?? null;
    const maxMarks = maxMarksOf(content, quizzes);
    const passMarkPercent = passMarkOf(content);
    return {
      content,
      progress: progressOf.get(content.id) ?? null,
      submission,
      maxMarks,
      passMarkPercent,
      passed: passedOf(gradedMarksOf({ submission }), maxMarks, passMarkPercent),
      state: states[i]!,
    };
  });
  const standing = standingOf(
    mandatoryProgress,
    entries.map((e, i) => ({ ...items[i]!, ...e, completed: e.state.isCompleted })),
  );
  return {
    own,
    sections: structure.sectionRows,
    entries,
    mandatoryProgress,
    standing,
    gpa: gpaOf(own, entries),
  };
}

type KeptInStep = Partial<Pick<SubscriptionRow, 'courseCompletion' | 'currentContentId' | 'gpaFinalScore'>>;

/**
 * Changes a student's record of a program under a lock on their subscription, then keeps the
 * subscription's course_completion and gpa_final_score in step (and its current content, when
 * given), so two changes at once cannot leave a stale percentage or GPA.
 */
export async function changeJourney<T>(
  db: Executor,
  own: SubscriptionWithCourse,
  change: (tx: Executor) => Promise<T>,
  place: { currentContentId?: number } = {},
): Promise<{ result: T; journey: Journey }> {
  return db.transaction(async (tx) => {
    const current = { ...own, subscription: await lockSubscription(tx, own.subscription.id) };
    const result = await change(tx);
    const journey = await loadJourney(tx, current);
    const values: KeptInStep = {};
    if (journey.mandatoryProgress !== current.subscription.courseCompletion)
      values.courseCompletion = journey.mandatoryProgress;
    const stored = current.subscription.gpaFinalScore;
    if ((stored === null ? null : roundTo2(Number(stored))) !== journey.gpa)
      values.gpaFinalScore = journey.gpa === null ? null : journey.gpa.toFixed(2);
    if (
      place.currentContentId !== undefined &&
      place.currentContentId !== current.subscription.currentContentId
    )
      values.currentContentId = place.currentContentId;
    if (Object.keys(values).length === 0) return { result, journey };
    const subscription = await updateSubscription(tx, own.subscription.id, values);
    return { result, journey: { ...journey, own: { ...own, subscription } } };
  });
}
