import { getSiteConfig, type TSiteConfig, ZGetSiteConfigResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';

export function fetchSiteConfig(signal?: AbortSignal): Promise<TSiteConfig> {
  return apiFetch(getSiteConfig.path, {
    schema: import.meta.env.DEV ? ZGetSiteConfigResponse : undefined,
    signal,
  });
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
