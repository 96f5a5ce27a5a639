import { describe, expect, it } from 'vitest';
import { madeAt, madeInTime, overdueBefore, withinGrace } from './quiz-clock';

const startedAt = new Date('2026-11-22T15:00:00Z');
const deadline = new Date('2026-11-22T15:10:00Z');
const arrivedAt = new Date('2026-11-22T15:14:00Z');

describe('when an answer was made', () => {
  it('is its arrival less the time it waited on the device, whatever the device clock says', () => {
    const device = { answeredAt: '2026-11-22T16:09:30+01:00', sentAt: '2026-11-22T16:14:00+01:00' };
    expect(madeAt(arrivedAt, startedAt, device)).toEqual(new Date('2026-11-22T15:09:30Z'));
    const slow = { answeredAt: '2026-11-22T07:09:30Z', sentAt: '2026-11-22T07:14:00Z' };
    expect(madeAt(arrivedAt, startedAt, slow)).toEqual(new Date('2026-11-22T15:09:30Z'));
  });

  it('is its arrival without both device times, or when the device says it was made after it was sent', () => {
    expect(madeAt(arrivedAt, startedAt, {})).toEqual(arrivedAt);
    expect(madeAt(arrivedAt, startedAt, { answeredAt: '2026-11-22T15:09:30Z' })).toEqual(arrivedAt);
    const ahead = { answeredAt: '2026-11-22T15:20:00Z', sentAt: '2026-11-22T15:14:00Z' };
    expect(madeAt(arrivedAt, startedAt, ahead)).toEqual(arrivedAt);
  });

  it('is never before the attempt started', () => {
    const device = { answeredAt: '2026-11-21T15:00:00Z', sentAt: '2026-11-22T15:14:00Z' };
    expect(madeAt(arrivedAt, startedAt, device)).toEqual(startedAt);
  });
});

describe('the deadline and the offline grace', () => {
  it('counts answers made up to 5 seconds past the deadline', () => {
    expect(madeInTime(deadline, new Date('2026-11-22T15:10:05Z'))).toBe(true);
    expect(madeInTime(deadline, new Date('2026-11-22T15:10:05.001Z'))).toBe(false);
    expect(madeInTime(null, arrivedAt)).toBe(true);
  });

  it('takes saves for 10 minutes past the deadline, and only then is the attempt overdue', () => {
    expect(withinGrace(deadline, new Date('2026-11-22T15:20:00Z'))).toBe(true);
    expect(withinGrace(deadline, new Date('2026-11-22T15:20:00.001Z'))).toBe(false);
    expect(withinGrace(null, new Date('2027-01-01T00:00:00Z'))).toBe(true);
    expect(overdueBefore(new Date('2026-11-22T15:20:00Z'))).toEqual(deadline);
  });
});
