import { type TContentType, type THeldItem, type TProgramStanding, percentOf } from '@portal/contract';
import type { ContentSettings } from '../../db/schema';

/** The importer's default, for quiz rows stored without settings. */
export const DEFAULT_QUIZ_PASS_MARK_PERCENT = 60;

/** The pass mark of a quiz, assignment or homework; null for items that are not graded. */
export function passMarkOf(content: { contentType: string; settings: ContentSettings }): number | null {
  if (content.contentType === 'quiz')
    return content.settings.quiz?.pass_mark_percent ?? DEFAULT_QUIZ_PASS_MARK_PERCENT;
  return content.settings.assignment?.pass_mark_percent ?? null;
}

/** Whether graded marks reach the pass mark; null until graded or for an item without one. */
export function passedOf(marks: number | null, maxMarks: number | null, passMark: number | null) {
  if (marks === null || passMark === null) return null;
  return percentOf(marks, maxMarks ?? 0) >= passMark;
}

/** One item as the completion rule reads it. */
export type StandingItem = {
  id: number;
  name: string;
  contentType: TContentType;
  canSkip: boolean;
  passMarkPercent: number | null;
  /** Complete: handed in (an assignment) or submitted (a quiz). */
  completed: boolean;
  passed: boolean | null;
};

/**
 * The completion rule of every program (ADR 032): passed once every required item is complete and
 * every required graded item is at or above its pass mark. A required item handed in but not graded
 * holds it as awaiting grading; one graded below its pass mark holds it as not passed. Optional
 * items never hold it.
 */
export function standingOf(mandatoryProgress: number, items: readonly StandingItem[]): TProgramStanding {
  const holding: THeldItem[] = items
    .filter((i) => !i.canSkip && i.passMarkPercent !== null && i.completed && i.passed !== true)
    .map((i) => ({
      content: i.id,
      name: i.name,
      content_type: i.contentType,
      pass_mark_percent: i.passMarkPercent!,
      status: i.passed === false ? 'not_passed' : 'awaiting_grading',
    }));
  const state =
    mandatoryProgress < 100
      ? 'incomplete'
      : holding.some((i) => i.status === 'not_passed')
        ? 'not_passed'
        : holding.length > 0
          ? 'awaiting_grading'
          : 'passed';
  return { state, holding };
}
