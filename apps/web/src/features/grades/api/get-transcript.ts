import { getTranscript } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { gradesQueryKey } from './grades-query-key';

export function getTranscriptQueryOptions(subscriptionId: number) {
  return queryOptions({
    queryKey: [...gradesQueryKey, 'transcript', subscriptionId],
    queryFn: ({ signal }) => call(getTranscript, { params: { id: subscriptionId } }, { signal }),
  });
}

/** The transcript of a subscription, as the PDF download holds it. */
export function useTranscript(subscriptionId: number) {
  return useQuery(getTranscriptQueryOptions(subscriptionId));
}
