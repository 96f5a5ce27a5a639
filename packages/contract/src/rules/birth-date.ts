import { LIMITS } from '../constants';
import { messageRule } from '../common/message-rule';

/** The latest birth date allowed on `today` (YYYY-MM-DD): the same calendar day 16 years earlier. */
export function latestBirthDate(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const birthYear = year - LIMITS.minimumAgeYears;
  // 29 February falls back to 28 February in a year without it
  const lastDay = new Date(Date.UTC(birthYear, month, 0)).getUTCDate();
  return `${birthYear}-${String(month).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/** What is wrong with a date of birth on `today`, as its rule's code; null when it is allowed. */
export function checkDateOfBirth(value: string, today: string): string | null {
  if (value > today) return messageRule('rules.dateOfBirthFuture');
  if (value > latestBirthDate(today)) return messageRule('rules.dateOfBirthTooYoung');
  return null;
}
