import { describe, expect, it } from 'vitest';
import { formatSessionTime } from './live-format';

describe('formatSessionTime', () => {
  it('says the date once, and the times as each language writes them', () => {
    const [start, end] = ['2026-11-24T15:00:00Z', '2026-11-24T16:00:00Z'];
    expect(formatSessionTime(start, end, 'en-CA', 'America/Toronto')).toBe(
      'Nov 24, 2026, 10:00\u00a0a.m. – 11:00\u00a0a.m.',
    );
    expect(formatSessionTime(start, end, 'fr-CA', 'America/Toronto')).toBe(
      '24 nov. 2026, 10\u00a0h\u00a000 – 11\u00a0h\u00a000',
    );
  });

  it('says both days of a session that ends on another day', () => {
    const [start, end] = ['2026-11-24T23:00:00Z', '2026-11-25T06:00:00Z'];
    expect(formatSessionTime(start, end, 'fr-CA', 'America/Toronto')).toBe(
      '24 nov. 2026, 18\u00a0h\u00a000 – 25 nov. 2026, 1\u00a0h\u00a000',
    );
  });
});
