import { getTranscript, type TTranscript, ZTranscript } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, buildPath } from '../../../lib/api-client';
import { gradesQueryKey } from '../../../lib/grades/grades-query-key';

export function fetchTranscript(subscriptionId: number, signal?: AbortSignal): Promise<TTranscript> {
  return apiFetch(buildPath(getTranscript.path, { id: subscriptionId }), {
    schema: import.meta.env.DEV ? ZTranscript : undefined,
    signal,
  });
}

export function getTranscriptQueryOptions(subscriptionId: number) {
  return queryOptions({
    queryKey: [...gradesQueryKey, 'transcript', subscriptionId],
    queryFn: ({ signal }) => fetchTranscript(subscriptionId, signal),
  });
}

/** The transcript of a subscription, as the PDF download holds it. */
export function useTranscript(subscriptionId: number) {
  return useQuery(getTranscriptQueryOptions(subscriptionId));
}
