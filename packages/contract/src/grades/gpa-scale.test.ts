import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GPA_SCALE, gpaBandOf, percentOf, weightedGpa } from './gpa-scale';

describe('the GPA scale', () => {
  it('maps rounded percentages to Ontario bands', () => {
    expect(gpaBandOf(100)).toMatchObject({ letter: 'A+', grade_points: 4 });
    expect(gpaBandOf(89.5)).toMatchObject({ letter: 'A+', grade_points: 4 });
    expect(gpaBandOf(89.49)).toMatchObject({ letter: 'A', grade_points: 3.9 });
    expect(gpaBandOf(70)).toMatchObject({ letter: 'B-', grade_points: 2.7 });
    expect(gpaBandOf(49.4)).toMatchObject({ letter: 'F', grade_points: 0 });
  });

  it('never gives fewer points for a higher percentage', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(gpaBandOf(low).grade_points).toBeLessThanOrEqual(gpaBandOf(high).grade_points);
        },
      ),
    );
    expect(GPA_SCALE.at(-1)!.min_percent).toBe(0);
  });

  it('weighs items by their maximum marks, and has no GPA without a graded item', () => {
    expect(weightedGpa([])).toBeNull();
    expect(
      weightedGpa([
        { percent: percentOf(7, 7), weight: 7 },
        { percent: percentOf(70, 100), weight: 100 },
      ]),
    ).toBe(2.79);
    expect(percentOf(2, 3)).toBe(66.67);
  });
});
