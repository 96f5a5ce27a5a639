import type { Names } from '../../lib/names';
import { type NotificationParams, portalNotification } from '../notifications/notification-texts';

/** What the student is told when they earn points or reach a level (texts in notification-texts.ts). */
export const REWARD_MESSAGES = {
  /** The one notice of a day's points, its count and points those of the day so far (decision 033). */
  ofDay: (day: NotificationParams['rewardsOfDay']) =>
    portalNotification(
      { key: 'rewardsOfDay', params: day },
      { type: 'reward_points', payload: { reward_count: day.count, reward_points: day.points } },
    ),
  levelReached: (
    level: { name: Names; image: string | null },
    total: number,
    next: { name: Names; minPoints: number } | null,
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
