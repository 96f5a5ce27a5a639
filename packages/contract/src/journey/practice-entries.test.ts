import { describe, expect, it } from 'vitest';
import { englishOf } from '../test/english-of';
import { ZAddPracticeEntryRequest } from './add-practice-entry';
import { PRACTICE_MESSAGES, isFutureDate } from './practice-entries';

const entry = { date: '2026-03-05', duration_minutes: 30, note: 'Renamed five files.' };
const problems = (body: object) =>
  ZAddPracticeEntryRequest.safeParse(body).error?.issues.map((i) => [
    i.path.join('.'),
    englishOf(i.message),
  ]) ?? [];

describe('a practice entry', () => {
  it('takes a calendar date, whole minutes from 1 to a day, and a note, with an optional file', () => {
    expect(ZAddPracticeEntryRequest.parse({ ...entry, note: '  Renamed five files. ' })).toEqual({
      ...entry,
      file: null,
    });
    expect(problems({ ...entry, date: '2026-02-30' })).toEqual([['date', PRACTICE_MESSAGES.dateRequired]]);
    expect(problems({ ...entry, date: '5 March' })).toEqual([['date', PRACTICE_MESSAGES.dateRequired]]);
    for (const minutes of [0, 1441, 2.5, '30'])
      expect(problems({ ...entry, duration_minutes: minutes })).toEqual([
        ['duration_minutes', PRACTICE_MESSAGES.durationRange],
      ]);
    expect(problems({ ...entry, duration_minutes: 1440 })).toEqual([]);
    expect(problems({ ...entry, note: ' ' })).toEqual([['note', PRACTICE_MESSAGES.noteRequired]]);
    expect(problems({ ...entry, note: 'x'.repeat(2001) })).toEqual([['note', PRACTICE_MESSAGES.noteTooLong]]);
  });

  it('is dated today at the latest', () => {
    expect(isFutureDate('2026-03-06', '2026-03-05')).toBe(true);
    expect(isFutureDate('2026-03-05', '2026-03-05')).toBe(false);
    expect(isFutureDate('2025-12-31', '2026-01-01')).toBe(false);
  });
});
