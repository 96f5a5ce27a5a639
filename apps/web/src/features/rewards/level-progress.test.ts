import { describe, expect, it } from 'vitest';
import { levelProgress } from './level-progress';
import { levels } from './rewards-test-data';

const at = (points: number, currentId: number | null) =>
  levels.map((level) => ({
    ...level,
    reached: level.min_points <= points,
    current: level.id === currentId,
  }));

describe('the progress to the next level', () => {
  it('runs from the current level’s minimum to the next one’s', () => {
    const progress = levelProgress(150, at(150, 2));
    expect(progress.current?.name).toBe('Silver');
    expect(progress.next?.name).toBe('Gold');
    expect(progress.needed).toBe(50);
    expect(progress.percent).toBe(50);
  });

  it('runs from 0 to the first level below it', () => {
    const progress = levelProgress(10, at(10, null));
    expect(progress.current).toBeUndefined();
    expect(progress.next?.name).toBe('Bronze');
    expect(progress.needed).toBe(40);
    expect(progress.percent).toBe(20);
  });

  it('is full, with nothing needed, at the top level', () => {
    const progress = levelProgress(500, at(500, 4));
    expect(progress.next).toBeUndefined();
    expect(progress.needed).toBe(0);
    expect(progress.percent).toBe(100);
  });

  it('puts the levels lowest first whatever order they come in', () => {
    const progress = levelProgress(0, [...at(0, null)].reverse());
    expect(progress.levels.map((level) => level.min_points)).toEqual([50, 100, 200, 400]);
  });
});
