import { settle } from '../../lib/settled-answers';
import type { StudentRecords } from './journey.repository';

const answers = new WeakMap<StudentRecords, WeakMap<object, Map<string, Promise<object>>>>();

/**
 * An answer worked out from a subscription's records and the program's structure alone (`key` says which,
 * with whatever else it depends on): while both are the same objects, as kept records and a kept
 * structure are, it is worked out once and settled. A failure is not kept.
 */
export function answerFrom<T extends object>(
  records: StudentRecords,
  structure: object,
  key: string,
  work: () => Promise<T>,
): Promise<T> {
  let byStructure = answers.get(records);
  if (!byStructure) answers.set(records, (byStructure = new WeakMap()));
  let byKey = byStructure.get(structure);
  if (!byKey) byStructure.set(structure, (byKey = new Map()));
  const found = byKey.get(key);
  if (found) return found as Promise<T>;
  const made = work().then(settle);
  byKey.set(key, made);
  made.catch(() => byKey.delete(key));
  return made;
}
