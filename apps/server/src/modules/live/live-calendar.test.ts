import { describe, expect, it } from 'vitest';
import { calendarOf, escapeText, foldLine, utcStamp } from './live-calendar';

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and newlines, and drops control characters other than tab', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf\rg')).toBe('a\\\\b\\; c\\, d\\ne\\nf\\ng');
    expect(escapeText('tab\there\u0007')).toBe('tab\there');
    expect(escapeText('Fees: $20 (approx.)')).toBe('Fees: $20 (approx.)');
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    const folded = foldLine(`SUMMARY:${'é'.repeat(80)}`);
    const lines = folded.split('\r\n');
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'é'.repeat(80)}`);
  });

  it('writes instants in UTC', () => {
    expect(utcStamp(new Date('2026-03-08T06:30:05.123Z'))).toBe('20260308T063005Z');
  });

  it('marks a cancelled event', () => {
    const ics = calendarOf(
      {
        uid: 'live-session-1@portal.test',
        stamp: new Date('2026-01-01T00:00:00Z'),
        start: new Date('2026-01-02T15:00:00Z'),
        end: new Date('2026-01-02T16:00:00Z'),
        summary: 'Review',
        description: '',
        url: 'https://portal.test/live-connect/join/1',
        cancelled: true,
      },
      '-//School//Live sessions//EN',
    );
    expect(ics.split('\r\n')).toContain('STATUS:CANCELLED');
    expect(ics.split('\r\n')).toContain('DESCRIPTION:');
  });
});
