import { getContent } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { contentKey } from './journey-keys';

/** One item with what its type needs; fetched afresh each time the student opens it. */
export function useContent(contentId: number | undefined, subscriptionId: number) {
  return useQuery({
    queryKey: contentKey(subscriptionId, contentId ?? 0),
    queryFn: ({ signal }) =>
      call(getContent, { params: { id: contentId! }, query: { subscription: subscriptionId } }, { signal }),
    enabled: contentId !== undefined,
    staleTime: 0,
    retry: false,
  });
}
