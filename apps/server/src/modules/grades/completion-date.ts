import type { Journey } from '../journey/journey-state';

/**
 * When the program's mandatory items were all complete: the latest moment one of them was
 * completed (a quiz's first submission, a view, a hand-in, the last attendance recorded).
 * Null while one is still to do.
 */
export function completedAt(journey: Journey): Date | null {
  if (journey.mandatoryProgress < 100) return null;
  let latest: Date | null = null;
  for (const entry of journey.entries) {
    if (entry.content.canSkip) continue;
    const { progress, submission } = entry;
    const at =
      progress?.completedAt ??
      progress?.viewedAt ??
      submission?.submission.submittedAt ??
      progress?.updatedAt;
    if (at && (latest === null || at > latest)) latest = at;
  }
  return latest ?? journey.own.subscription.enrollDatetime;
}

/**
 * When the program was passed: its completion, or the grading of the last required graded item if
 * that came later. Null until the completion rule holds.
 */
export function passedAt(journey: Journey): Date | null {
  const completed = completedAt(journey);
  if (!completed || journey.standing.state !== 'passed') return null;
  let latest = completed;
  for (const entry of journey.entries) {
    const graded = entry.submission?.submission.gradedAt;
    if (!entry.content.canSkip && entry.passMarkPercent !== null && graded && graded > latest)
      latest = graded;
  }
  return latest;
}
