import { LIVE_JOIN_EARLY_MINUTES, type TLiveProvider, type TLiveStatus } from '@portal/contract';

type Timing = { startsAt: Date; durationMinutes: number; cancelledAt: Date | null };

export const endOf = (s: Timing) => new Date(s.startsAt.getTime() + s.durationMinutes * 60_000);
export const joinOpensAt = (s: Timing) => new Date(s.startsAt.getTime() - LIVE_JOIN_EARLY_MINUTES * 60_000);

/** The clock decides, unless the school cancelled it. */
export function statusOf(s: Timing, now: Date): TLiveStatus {
  if (s.cancelledAt) return 'cancelled';
  if (now < s.startsAt) return 'scheduled';
  if (now < endOf(s)) return 'ongoing';
  return 'completed';
}

/** Why a join is refused now, or null: from LIVE_JOIN_EARLY_MINUTES before the start until the end. */
export function joinRefusal(s: Timing, now: Date): 'cancelled' | 'ended' | 'tooEarly' | null {
  if (s.cancelledAt) return 'cancelled';
  if (now >= endOf(s)) return 'ended';
  if (now < joinOpensAt(s)) return 'tooEarly';
  return null;
}

/**
 * Jitsi (meet.jit.si, or a school's own server with jitsi in its name) and BigBlueButton (its join
 * path, or a host named bbb) are shown in the page; any other meeting opens in a new tab.
 */
export function providerOf(meetingUrl: string): TLiveProvider {
  let url: URL;
  try {
    url = new URL(meetingUrl);
  } catch {
    return 'external';
  }
  const host = url.hostname.toLowerCase();
  if (host === 'meet.jit.si' || host.includes('jitsi')) return 'jitsi';
  if (url.pathname.toLowerCase().includes('/bigbluebutton/') || host.includes('bbb')) return 'bigbluebutton';
  return 'external';
}

export const embeds = (provider: TLiveProvider) => provider !== 'external';
