import { searchPlaces, type TPlaceSuggestion, ZSearchPlacesResponse } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type PlaceSearch = { results: TPlaceSuggestion[]; sandbox: boolean };

/** Address suggestions, limited to Canada. */
export function fetchPlaces(q: string, signal?: AbortSignal): Promise<PlaceSearch> {
  return apiFetch(searchPlaces.path, {
    query: { q },
    schema: import.meta.env.DEV ? ZSearchPlacesResponse : undefined,
    signal,
  });
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
