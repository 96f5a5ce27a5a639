import { describe, expect, it } from 'vitest';
import { formatSessionTime } from './live-format';

describe('formatSessionTime', () => {
  it('says the date once, with plain spaces that read the same in every ICU version', () => {
    const [start, end] = ['2026-11-24T15:00:00Z', '2026-11-24T16:00:00Z'];
    expect(formatSessionTime(start, end, 'en-CA', 'America/Toronto')).toBe('Nov 24, 2026, 10:00–11:00 a.m.');
    expect(formatSessionTime(start, end, 'fr-CA', 'America/Toronto')).toBe('24 nov. 2026, 10 h 00 – 11 h 00');
  });
});
