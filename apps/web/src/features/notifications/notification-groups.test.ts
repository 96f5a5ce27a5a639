import { describe, expect, it } from 'vitest';
import { formatTime, groupByDay } from './notification-groups';
import { notification } from './notifications-test-data';

const toronto = 'America/Toronto';
// 10:00 on 10 March 2026 in Toronto
const now = new Date('2026-03-10T14:00:00Z');
const at = (id: number, receivedAt: string) => notification(id, {}, { received_at: receivedAt });

describe('grouping notifications by day', () => {
  it('puts them under Today, Yesterday and a short date, in their order', () => {
    const groups = groupByDay(
      [
        at(5, '2026-03-10T13:00:00Z'),
        at(4, '2026-03-10T05:00:00Z'),
        at(3, '2026-03-09T20:00:00Z'),
        at(2, '2026-03-02T18:00:00Z'),
        at(1, '2025-12-24T18:00:00Z'),
      ],
      now,
      toronto,
      'en',
    );
    expect(groups.map((group) => [group.label, group.items.map((item) => item.id)])).toEqual([
      [{ kind: 'today' }, [5, 4]],
      [{ kind: 'yesterday' }, [3]],
      [{ kind: 'date', text: 'Mar 2, 2026' }, [2]],
      [{ kind: 'date', text: 'Dec 24, 2025' }, [1]],
    ]);
  });

  it('counts days in the institute’s time zone, not in UTC', () => {
    // 02:00 UTC on the 10th is still the evening of the 9th in Toronto
    const [group] = groupByDay([at(1, '2026-03-10T02:00:00Z')], now, toronto, 'en');
    expect(group?.label).toEqual({ kind: 'yesterday' });
  });

  it('counts Yesterday by the calendar across a change of clocks', () => {
    // clocks went forward on 8 March 2026 in Toronto: that day had 23 hours
    const morningAfter = new Date('2026-03-09T04:30:00Z');
    const [group] = groupByDay([at(1, '2026-03-08T05:30:00Z')], morningAfter, toronto, 'en');
    expect(group?.label).toEqual({ kind: 'yesterday' });
  });

  it('writes the short date in French for a French reader', () => {
    const [group] = groupByDay([at(1, '2026-03-02T18:00:00Z')], now, toronto, 'fr-CA');
    expect(group?.label).toEqual({ kind: 'date', text: '2 mars 2026' });
  });

  it('shows the time of day in the time zone and the reader’s language', () => {
    expect(formatTime('2026-03-10T18:05:00Z', toronto, 'en')).toBe('2:05\u00a0p.m.');
    expect(formatTime('2026-03-10T18:05:00Z', toronto, 'fr-CA')).toBe('14\u00a0h\u00a005');
  });
});
