import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../../test/fake-event-source';
import { createTestQueryClient } from '../../../test/render';
import { journeyKey } from '../api/journey-keys';
import { useRoomUpdates } from './use-room-updates';

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

/** An open room of subscription 301 whose outline counts how often it is read. */
function openRoom() {
  const reads = vi.fn(async () => ({ reads: reads.mock.calls.length }));
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    () => {
      useRoomUpdates(301);
      return useQuery({ queryKey: [...journeyKey(301), 'sections'], queryFn: reads });
    },
    { wrapper },
  );
  return { reads, ...view };
}

describe('an open room', () => {
  it('reads its outline again when the school changes this room, and not for another room', async () => {
    const { reads } = openRoom();
    await waitFor(() => expect(reads).toHaveBeenCalledTimes(1));
    expect(FakeEventSource.current.url).toBe('/api/v1/notifications/stream/');
    FakeEventSource.current.emit('room', { subscription_id: 999 });
    FakeEventSource.current.emit('room', { subscription_id: 301 });
    await waitFor(() => expect(reads).toHaveBeenCalledTimes(2));
  });

  it('reads it again after events may have been missed: a resync, or the stream reconnecting', async () => {
    const { reads } = openRoom();
    await waitFor(() => expect(reads).toHaveBeenCalledTimes(1));
    FakeEventSource.current.emit('resync', {});
    await waitFor(() => expect(reads).toHaveBeenCalledTimes(2));
    // the first opening is not a reconnection
    FakeEventSource.current.emit('open');
    FakeEventSource.current.emit('error');
    FakeEventSource.current.emit('open');
    await waitFor(() => expect(reads).toHaveBeenCalledTimes(3));
  });

  it('closes its stream when the room closes', () => {
    const { unmount } = openRoom();
    const source = FakeEventSource.current;
    unmount();
    expect(source.closed).toBe(true);
  });
});
