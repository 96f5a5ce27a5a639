import { searchPlaces, type TPlaceSuggestion } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export type PlaceSearch = { results: TPlaceSuggestion[]; sandbox: boolean };

/** Address suggestions, limited to Canada. */
export function fetchPlaces(q: string, signal?: AbortSignal): Promise<PlaceSearch> {
  return call(searchPlaces, { query: { q } }, { signal });
}

/** Shorter text than this matches too many places to help. */
export const PLACE_SEARCH_MIN_LENGTH = 3;

export function getPlacesQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['places', q],
    queryFn: ({ signal }) => fetchPlaces(q, signal),
    staleTime: 5 * 60_000,
    enabled: q.length >= PLACE_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}

export function usePlaces(q: string) {
  return useQuery(getPlacesQueryOptions(q.trim()));
}
