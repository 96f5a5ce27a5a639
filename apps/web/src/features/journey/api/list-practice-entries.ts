import { listPracticeEntries } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { journeyKey } from './journey-keys';

/** Under the room's key: the room's refresh (the school reviewed an entry) reads them again. */
export function getPracticeEntriesQueryOptions(subscriptionId: number, contentId: number) {
  return queryOptions({
    queryKey: [...journeyKey(subscriptionId), 'practice-entries', contentId],
    queryFn: ({ signal }) =>
      call(
        listPracticeEntries,
        { params: { id: contentId }, query: { subscription: subscriptionId } },
        { signal },
      ),
  });
}

/** The student's entries on a practice log, newest practice first, with the school's review. */
export function usePracticeEntries(subscriptionId: number, contentId: number) {
  return useQuery(getPracticeEntriesQueryOptions(subscriptionId, contentId));
}
