import { randomInt } from 'node:crypto';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';

// digits and capitals without 0, O, 1 and I: a code read off a phone or a slip is typed right
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const TRIES = 5;

/** A new code, SCH- and eight random characters (40 bits) in two groups of four. */
export function newReferenceCode(): string {
  const chars = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `SCH-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/**
 * A code as an operator typed it, in its stored form, or null when it cannot be one: case, spaces,
 * dashes and the SCH prefix do not matter.
 */
export function normalizeReferenceCode(input: string): string | null {
  const chars = input
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .replace(/^SCH/, '');
  if (chars.length !== 8 || [...chars].some((c) => !ALPHABET.includes(c))) return null;
  return `SCH-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/**
 * Runs `insert` with a new code until one is free. Each try is a savepoint, so a code another payment
 * took (the unique index refuses it) leaves the caller's transaction usable for the next try.
 */
export async function withNewReferenceCode<T>(
  tx: Executor,
  insert: (db: Executor, code: string) => Promise<T>,
): Promise<T> {
  for (let tried = 1; ; tried++) {
    try {
      return await tx.transaction((savepoint) => insert(savepoint, newReferenceCode()));
    } catch (error) {
      if (tried >= TRIES || !isUniqueViolation(error, 'payments_reference_code')) throw error;
    }
  }
}
