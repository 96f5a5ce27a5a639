import type { TRewardReason } from '@portal/contract';
import type { NewNotification } from '../notifications/notifications.service';

const points = (n: number) => `${n} reward point${n === 1 ? '' : 's'}`;

const EARNED_FOR: Record<TRewardReason, (what: string) => string> = {
  content_completed: (what) => `For completing “${what}”.`,
  quiz_passed: (what) => `For passing “${what}”.`,
  attendance: (what) => `For attending “${what}”.`,
  payment_on_time: (what) => `For paying for ${what} on time.`,
};

/** What the student is told when they earn points or reach a level. */
export const REWARD_MESSAGES = {
  earned: (reason: TRewardReason, earned: number, what: string, total: number): NewNotification => ({
    type: 'reward_points',
    heading: `You earned ${points(earned)}`,
    message: `${EARNED_FOR[reason](what)} You now have ${points(total)}.`,
  }),
  levelReached: (
    level: { name: string; image: string | null },
    total: number,
    next: { name: string; minPoints: number } | null,
  ): NewNotification => ({
    type: 'reward_points',
    heading: `You reached the ${level.name} level`,
    message: next
      ? `You have ${points(total)}. ${next.minPoints - total} more take you to ${next.name}.`
      : `You have ${points(total)}: the highest level of the school.`,
    payload: level.image ? { notification_image: level.image } : {},
  }),
} as const;
