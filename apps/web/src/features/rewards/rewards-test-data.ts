import type { TLearningLevel, TRewardData, TRewardEntry } from '@portal/contract';
import { institute, listOf } from '../../test/fixtures';
import { signedIn } from '../../test/mock-api';

export const gamificationOn = {
  '/api/auth/get-session': signedIn,
  '/api/v1/institute/': listOf([{ ...institute, allow_gamification: true }]),
};

export const rewardData: TRewardData = {
  points: 120,
  level: { name: 'Silver', lang: 'en', level_image: '/api/v1/media/levels/silver.png' },
  points_needed_for_next_level: 80,
};

export const levels: TLearningLevel[] = [
  {
    id: 1,
    name: 'Bronze',
    lang: 'en',
    level_image: '/api/v1/media/levels/bronze.png',
    min_points: 50,
    reached: true,
    current: false,
  },
  {
    id: 2,
    name: 'Silver',
    lang: 'en',
    level_image: '/api/v1/media/levels/silver.png',
    min_points: 100,
    reached: true,
    current: true,
  },
  { id: 3, name: 'Gold', lang: 'en', level_image: null, min_points: 200, reached: false, current: false },
  { id: 4, name: 'Platinum', lang: 'en', level_image: null, min_points: 400, reached: false, current: false },
];

/** `count` entries, newest first, each worth 10 points. */
export function historyEntries(count: number, from = 0): TRewardEntry[] {
  return Array.from({ length: count }, (_, index) => {
    const n = from + index + 1;
    return {
      id: n,
      points: 10,
      reason: n % 2 === 0 ? 'quiz_passed' : 'content_completed',
      description: `Lesson ${n}`,
      course_slug: n === 1 ? 'personal-support-worker' : null,
      earned_at: '2026-03-10T15:00:00.000Z',
    };
  });
}
