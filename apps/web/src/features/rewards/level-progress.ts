import type { TLearningLevel } from '@portal/contract';

export type LevelProgress = {
  levels: TLearningLevel[];
  current: TLearningLevel | undefined;
  next: TLearningLevel | undefined;
  /** Points still to earn for the next level; 0 at the top level. */
  needed: number;
  /** How far from the current level's minimum to the next one's, 0 to 100. */
  percent: number;
};

/** Where the student stands among the levels, lowest first; the server marks which are reached and current. */
export function levelProgress(points: number, levels: TLearningLevel[]): LevelProgress {
  const sorted = [...levels].sort((a, b) => a.min_points - b.min_points);
  const current = sorted.find((level) => level.current);
  const next = sorted.find((level) => !level.reached);
  if (!next) return { levels: sorted, current, next, needed: 0, percent: 100 };
  const from = current?.min_points ?? 0;
  const span = next.min_points - from;
  const percent = span > 0 ? Math.min(100, Math.max(0, ((points - from) / span) * 100)) : 0;
  return { levels: sorted, current, next, needed: Math.max(0, next.min_points - points), percent };
}
