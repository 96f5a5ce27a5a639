import { z } from 'zod';

// apart from student-document.ts, so the pages that list documents load no zod
export const ZSignDocumentRequest = z.object({
  full_name: z.string().trim().min(2, 'Type your full name to sign').max(200),
  consent: z.literal(true, { error: 'Please confirm that you agree to sign electronically' }),
});

export const SIGNATURE_MESSAGES = {
  nameMismatch: 'The typed name must match your legal name on your profile.',
  noLegalName: 'Fill in your first and last name on your profile before you sign.',
} as const;

// case, accents, typographic apostrophes and spacing are how a name is typed, not who it names
const nameKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Whether a typed signature names the student's legal name: first and last, the middle name optional. */
export function matchesLegalName(
  typed: string,
  legal: { first_name: string; middle_name: string; last_name: string },
): boolean {
  const key = nameKey(typed);
  const first = nameKey(legal.first_name);
  const last = nameKey(legal.last_name);
  if (!first || !last || !key) return false;
  const middle = nameKey(legal.middle_name);
  return key === `${first} ${last}` || (middle !== '' && key === `${first} ${middle} ${last}`);
}
