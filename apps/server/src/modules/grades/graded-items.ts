import { type TGradedItem, gpaBandOf, percentOf, roundTo2 } from '@portal/contract';
import type { Journey } from '../journey/journey-state';
import { gradedMarksOf } from '../journey/journey-state';
import { quizSettingsOf } from '../quiz/present-quiz';
import { countedOf } from '../quiz/quiz-scoring';
import type { AttemptRow } from '../quiz/quiz.service';

const ASSESSED = new Set(['quiz', 'assignment', 'homework']);

/**
 * Every quiz, assignment and homework of the program in order, with marks from the room's record
 * (a quiz's counted attempt) and its share of the GPA: graded items weigh by their maximum marks.
 */
export function gradedItems(journey: Journey, attempts: readonly AttemptRow[]): TGradedItem[] {
  const assessed = journey.entries.filter((e) => ASSESSED.has(e.content.contentType));
  const gradedWeight = assessed.reduce(
    (total, e) => total + (gradedMarksOf(e) === null ? 0 : (e.maxMarks ?? 0)),
    0,
  );
  return assessed.map((entry): TGradedItem => {
    const { content } = entry;
    const section = journey.sections.find((s) => s.id === content.sectionId)!;
    const maxMarks = entry.maxMarks ?? 0;
    const marks = gradedMarksOf(entry);
    const percent = marks === null ? null : percentOf(marks, maxMarks);
    const band = percent === null ? null : gpaBandOf(percent);
    const isQuiz = content.contentType === 'quiz';
    const settings = quizSettingsOf(content);
    const counted = isQuiz
      ? countedOf(
          attempts.filter((a) => a.contentId === content.id),
          settings.grading,
        )
      : null;
    return {
      content: content.id,
      name: content.name,
      content_type: content.contentType as TGradedItem['content_type'],
      section: { id: section.id, name: section.name },
      can_skip: content.canSkip,
      status:
        marks !== null
          ? 'graded'
          : // work returned by the school is the student's to hand in again
            entry.submission && entry.submission.submission.status !== 'returned'
            ? 'awaiting_grading'
            : 'not_submitted',
      marks,
      max_marks: maxMarks,
      percent,
      letter: band?.letter ?? null,
      grade_points: band?.grade_points ?? null,
      weight: maxMarks,
      weight_percent: marks === null || gradedWeight === 0 ? null : roundTo2((maxMarks * 100) / gradedWeight),
      pass_mark_percent: entry.passMarkPercent ?? 0,
      passed: entry.passed,
      counted_attempt: counted?.id ?? null,
    };
  });
}

/** Marks over maximum marks of the graded items, in percent; null before any. */
export function overallPercent(items: readonly TGradedItem[]): number | null {
  const graded = items.filter((i) => i.marks !== null);
  if (graded.length === 0) return null;
  const max = graded.reduce((total, i) => total + i.max_marks, 0);
  return percentOf(
    graded.reduce((total, i) => total + i.marks!, 0),
    max,
  );
}
