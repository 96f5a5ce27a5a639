import type { TCurrentUser } from '@portal/contract';

/** "Sam Student" → "SS"; the avatar's text. */
export function initialsOf(user: Pick<TCurrentUser['profile'], 'first_name' | 'last_name'>): string {
  return `${user.first_name.trim().charAt(0)}${user.last_name.trim().charAt(0)}`.toUpperCase();
}
