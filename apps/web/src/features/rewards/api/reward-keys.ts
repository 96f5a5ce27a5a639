import type { QueryClient } from '@tanstack/react-query';

/** Every reward query (points, levels, history) starts with this key. */
export const rewardsQueryKey = ['rewards'] as const;

/** Points change when content is completed, a quiz is passed or a reward_points notification arrives. */
export function invalidateRewards(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: rewardsQueryKey });
}
