import { randomInt } from 'node:crypto';

// Crockford's base 32: no I, L, O or U, so a code read aloud or typed from paper stays unambiguous
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Twelve random characters (60 bits) in groups of four: too many to guess. */
export function newCertificateCode(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [0, 4, 8].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

/** A code as typed, in its stored form, or null when it cannot be one: case and dashes do not matter. */
export function normalizeCertificateCode(input: string): string | null {
  const chars = input
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (chars.length !== 12 || [...chars].some((c) => !ALPHABET.includes(c))) return null;
  return [0, 4, 8].map((i) => chars.slice(i, i + 4)).join('-');
}
