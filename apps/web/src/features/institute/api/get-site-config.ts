import { getSiteConfig, type TSiteConfig } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function fetchSiteConfig(signal?: AbortSignal): Promise<TSiteConfig> {
  return call(getSiteConfig, {}, { signal });
}

export function getSiteConfigQueryOptions() {
  return queryOptions({
    queryKey: ['site-config'],
    queryFn: ({ signal }) => fetchSiteConfig(signal),
    staleTime: 5 * 60_000,
  });
}

export function useSiteConfig() {
  return useQuery(getSiteConfigQueryOptions());
}
