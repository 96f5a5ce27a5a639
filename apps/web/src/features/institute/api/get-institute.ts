import { getInstitute, type TInstitute } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The spec's institute call is a public list; the portal reads its first element. */
export async function fetchInstitute(signal?: AbortSignal): Promise<TInstitute> {
  const list = await call(getInstitute, {}, { signal });
  const institute = list.results[0];
  if (!institute) throw new Error('The server has no institute configured');
  return institute;
}

export function getInstituteQueryOptions() {
  return queryOptions({
    queryKey: ['institute'],
    queryFn: ({ signal }) => fetchInstitute(signal),
    staleTime: 5 * 60_000,
  });
}

export function useInstitute() {
  return useQuery(getInstituteQueryOptions());
}
