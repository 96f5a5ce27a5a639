/** A calendar date (YYYY-MM-DD) as documents print it: "November 22, 2026". */
export function longDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-CA', { dateStyle: 'long', timeZone: 'UTC' });
}
