import { LIMITS } from '../constants';
import { RULE_MESSAGES } from './messages';

/** The latest birth date allowed on `today` (YYYY-MM-DD): the same calendar day 16 years earlier. */
export function latestBirthDate(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const birthYear = year - LIMITS.minimumAgeYears;
  // 29 February falls back to 28 February in a year without it
  const lastDay = new Date(Date.UTC(birthYear, month, 0)).getUTCDate();
  return `${birthYear}-${String(month).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

export function checkDateOfBirth(value: string, today: string): string | null {
  if (value > today) return RULE_MESSAGES.dateOfBirthFuture;
  if (value > latestBirthDate(today)) return RULE_MESSAGES.dateOfBirthTooYoung;
  return null;
}
