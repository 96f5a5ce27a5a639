import type { Operation } from './operation';

type Query = Record<string, string | number | boolean | null | undefined>;

/** A path with its `:name` segments filled, each value encoded; a missing one is a caller's mistake. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The path with the query's set values after it. */
export function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Where a client calls an operation: its path filled from `params`, and its query. */
export function operationUrl(operation: Pick<Operation, 'path'>, params?: object, query?: object): string {
  const path = params ? fillPath(operation.path, params as Record<string, string | number>) : operation.path;
  return withQuery(path, query as Query | undefined);
}
