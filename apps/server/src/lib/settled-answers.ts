import { deepFreeze } from './deep-freeze';

/**
 * Answers that can no longer change once made, as the course room's answers worked out from kept
 * records: deeply frozen and marked here, so that the response serializer validates and writes each
 * one's JSON once, however often it is sent.
 */
const settled = new WeakSet<object>();

export function settle<T extends object>(answer: T): T {
  deepFreeze(answer);
  settled.add(answer);
  return answer;
}

/** Wraps a route's serializer: a settled answer's JSON is kept with it. */
export function serializeSettledOnce(serialize: (data: unknown) => string): (data: unknown) => string {
  const written = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null || !settled.has(data)) return serialize(data);
    let json = written.get(data);
    if (json === undefined) {
      json = serialize(data);
      written.set(data, json);
    }
    return json;
  };
}
