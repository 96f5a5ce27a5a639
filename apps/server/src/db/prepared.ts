import type { Executor } from './client';

/**
 * A hot query built once per database handle (and once per transaction), so a request neither
 * rebuilds its SQL nor has PostgreSQL parse and plan it again: `build` names it and uses placeholders.
 */
export function preparedQuery<T>(build: (db: Executor) => T): (db: Executor) => T {
  const built = new WeakMap<Executor, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
