import { z } from 'zod';

/**
 * Saves where the student is in the room: the item open when they leave (the dashboard's Continue
 * opens it) and, for a video, the player's position. Answers the subscription.
 */
export const saveCurrentContent = {
  method: 'PATCH',
  path: '/api/v1/subscriptions/:id/current-content/',
} as const;

export const ZSaveCurrentContentParams = z.object({ id: z.coerce.number().int().positive() });

export const ZSaveCurrentContentRequest = z.object({
  content: z.number().int().positive(),
  position_seconds: z.number().int().min(0).nullable().optional(),
});
export type TSaveCurrentContentRequest = z.infer<typeof ZSaveCurrentContentRequest>;
