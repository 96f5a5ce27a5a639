import { describe, expect, it } from 'vitest';
import { joinRefusal, providerOf, statusOf } from './live-status';

const start = new Date('2026-11-24T15:00:00Z');
const session = { startsAt: start, durationMinutes: 60, cancelledAt: null };
const plus = (minutes: number, ms = 0) => new Date(start.getTime() + minutes * 60_000 + ms);

describe('a live session’s status and join window', () => {
  it('follows the clock: scheduled, ongoing from the start, completed at the end', () => {
    expect(statusOf(session, plus(0, -1))).toBe('scheduled');
    expect(statusOf(session, plus(0))).toBe('ongoing');
    expect(statusOf(session, plus(60, -1))).toBe('ongoing');
    expect(statusOf(session, plus(60))).toBe('completed');
  });

  it('is cancelled whatever the time once the school cancels it', () => {
    const cancelled = { ...session, cancelledAt: plus(-120) };
    expect(statusOf(cancelled, plus(-60))).toBe('cancelled');
    expect(statusOf(cancelled, plus(30))).toBe('cancelled');
    expect(joinRefusal(cancelled, plus(30))).toBe('cancelled');
  });

  it('opens 15 minutes before the start and closes at the end', () => {
    expect(joinRefusal(session, plus(-15, -1))).toBe('tooEarly');
    expect(joinRefusal(session, plus(-15))).toBeNull();
    expect(joinRefusal(session, plus(60, -1))).toBeNull();
    expect(joinRefusal(session, plus(60))).toBe('ended');
  });
});

describe('the meeting provider', () => {
  it.each([
    ['https://meet.jit.si/MapleRidge', 'jitsi'],
    ['https://jitsi.mapleridgecollege.ca/room-1', 'jitsi'],
    ['https://MEET.JIT.SI/Room', 'jitsi'],
    ['https://school.example/bigbluebutton/api/join?meetingID=1&checksum=x', 'bigbluebutton'],
    ['https://bbb.school.example/rooms/abc/join', 'bigbluebutton'],
    ['https://us02web.zoom.us/j/123', 'external'],
    ['https://teams.microsoft.com/l/meetup-join/abc', 'external'],
    ['https://example.com/jit.si', 'external'],
    ['not a link', 'external'],
  ] as const)('%s → %s', (url, provider) => {
    expect(providerOf(url)).toBe(provider);
  });
});
