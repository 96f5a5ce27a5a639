import { streamNotifications, type TRoomEvent } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { journeyKey } from '../api/journey-keys';

function subscriptionOf(event: MessageEvent): number | null {
  try {
    return (JSON.parse(String(event.data)) as TRoomEvent).subscription_id;
  } catch {
    return null;
  }
}

/**
 * Keeps an open room in step with the school: the student's live channel says `room` when the school
 * records attendance, reviews a practice entry or grades work, and the room fetches its outline and
 * item again. Events may have been missed when EventSource reconnects by itself or the server says
 * `resync`: the room is fetched again then too.
 */
export function useRoomUpdates(subscriptionId: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(streamNotifications.path, { withCredentials: true });
    const refresh = () => void queryClient.invalidateQueries({ queryKey: journeyKey(subscriptionId) });
    let lost = false;
    source.addEventListener('room', (event) => {
      if (subscriptionOf(event) === subscriptionId) refresh();
    });
    source.addEventListener('resync', refresh);
    source.addEventListener('error', () => {
      lost = true;
    });
    source.addEventListener('open', () => {
      if (!lost) return;
      lost = false;
      refresh();
    });
    return () => source.close();
  }, [subscriptionId, queryClient]);
}
