import { z } from 'zod';
import { operation } from '../common/operation';
import { ZSubscription } from '../enrolment/subscription';

export const ZSaveCurrentContentParams = z.object({ id: z.coerce.number().int().positive() });

export const ZSaveCurrentContentRequest = z.object({
  content: z.number().int().positive(),
  position_seconds: z.number().int().min(0).nullable().optional(),
});
export type TSaveCurrentContentRequest = z.infer<typeof ZSaveCurrentContentRequest>;

/**
 * Saves where the student is in the room: the item open when they leave (the dashboard's Continue
 * opens it) and, for a video, the player's position. Answers the subscription.
 */
export const saveCurrentContent = operation({
  method: 'PATCH',
  path: '/api/v1/subscriptions/:id/current-content/',
  tag: 'journey',
  summary: 'Save the item the student is on (and a video position), opened on their next visit',
  params: ZSaveCurrentContentParams,
  body: ZSaveCurrentContentRequest,
  response: ZSubscription,
  errors: [401, 403, 404],
});
