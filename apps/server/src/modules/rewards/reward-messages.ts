import type { TRewardReason } from '@portal/contract';
import { portalNotification } from '../notifications/notification-texts';

/** What the student is told when they earn points or reach a level (texts in notification-texts.ts). */
export const REWARD_MESSAGES = {
  earned: (reason: TRewardReason, earned: number, what: string, total: number) =>
    portalNotification(
      { key: 'rewardEarned', params: { reason, points: earned, what, total } },
      { type: 'reward_points' },
    ),
  levelReached: (
    level: { name: string; image: string | null },
    total: number,
    next: { name: string; minPoints: number } | null,
  ) =>
    portalNotification(
      {
        key: 'levelReached',
        params: {
          level: level.name,
          total,
          next: next ? { name: next.name, minPoints: next.minPoints } : null,
        },
      },
      { type: 'reward_points', payload: level.image ? { notification_image: level.image } : {} },
    ),
} as const;
