import { z } from 'zod';
import { operation } from '../common/operation';

export const ZSearchPlacesQuery = z.object({
  q: z.string().trim().min(1).max(200),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});

export const ZPlaceSuggestion = z.object({
  label: z.string(),
  city: z.string(),
  province: z.string(),
  postal_code: z.string(),
  country: z.literal('Canada'),
});
export type TPlaceSuggestion = z.infer<typeof ZPlaceSuggestion>;

/** Address suggestions, limited to Canada; `sandbox` while they come from the bundled list of places. */
export const ZSearchPlacesResponse = z.object({ results: z.array(ZPlaceSuggestion), sandbox: z.boolean() });

export const searchPlaces = operation({
  method: 'GET',
  path: '/api/v1/places/',
  tag: 'profile',
  summary: 'Address suggestions in Canada for the registration form',
  query: ZSearchPlacesQuery,
  response: ZSearchPlacesResponse,
});
