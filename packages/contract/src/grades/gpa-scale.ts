/**
 * Percentage to grade points on a 4.0 scale, in the Ontario university bands (the OMSAS conversion
 * table). A percentage is rounded to a whole number first, as a report card shows it; each band holds
 * that number and above.
 */
export const GPA_SCALE = [
  { min_percent: 90, letter: 'A+', grade_points: 4.0 },
  { min_percent: 85, letter: 'A', grade_points: 3.9 },
  { min_percent: 80, letter: 'A-', grade_points: 3.7 },
  { min_percent: 77, letter: 'B+', grade_points: 3.3 },
  { min_percent: 73, letter: 'B', grade_points: 3.0 },
  { min_percent: 70, letter: 'B-', grade_points: 2.7 },
  { min_percent: 67, letter: 'C+', grade_points: 2.3 },
  { min_percent: 63, letter: 'C', grade_points: 2.0 },
  { min_percent: 60, letter: 'C-', grade_points: 1.7 },
  { min_percent: 57, letter: 'D+', grade_points: 1.3 },
  { min_percent: 53, letter: 'D', grade_points: 1.0 },
  { min_percent: 50, letter: 'D-', grade_points: 0.7 },
  { min_percent: 0, letter: 'F', grade_points: 0.0 },
] as const;

export const GPA_MAX = 4;

export type TGpaBand = (typeof GPA_SCALE)[number];

/** Two decimals, half away from zero, as percentages and GPAs are shown and stored. */
export const roundTo2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

export function percentOf(marks: number, maxMarks: number): number {
  return maxMarks > 0 ? roundTo2((marks * 100) / maxMarks) : 0;
}

export function gpaBandOf(percent: number): TGpaBand {
  const whole = Math.round(percent);
  return GPA_SCALE.find((band) => whole >= band.min_percent) ?? GPA_SCALE[GPA_SCALE.length - 1]!;
}

/**
 * The program's GPA: the grade points of every graded item, weighted by the item's maximum marks, so a
 * 100-mark final counts ten times a 10-mark check-in. Null without a graded item.
 */
export function weightedGpa(items: readonly { percent: number; weight: number }[]): number | null {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  if (total <= 0) return null;
  const points = items.reduce((sum, item) => sum + gpaBandOf(item.percent).grade_points * item.weight, 0);
  return roundTo2(points / total);
}
