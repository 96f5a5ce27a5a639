import { useEffect, useEffectEvent } from 'react';
import type { RequestOptions } from '../lib/api-client';
import { markOpeningCall } from './page-marks';

/** An API call a page makes as it opens, such as recording that the item opened was viewed. */
export type OpeningCall = { path: string; options: Pick<RequestOptions, 'method' | 'query' | 'body'> };

/** The same call is written the same way on the server and in the browser. */
export const openingCallKey = (call: OpeningCall): string => JSON.stringify(call);

// the calls the server made as it painted the page the app took over, which the browser does not repeat
const madeOnServer = new Set<string>();

/** The opening calls the server made while painting the page, as its data block lists them. */
export function setMadeOnServer(keys: readonly string[]): void {
  for (const key of keys) madeOnServer.add(key);
}

/**
 * A call the page makes as it opens (`null` when it has none to make). On the server it is marked, and
 * the painter makes it: a student who asked for the page has opened it, as when a school's portal logs
 * a page it serves. In the browser, `make` runs once the page is on screen, unless the server made
 * that very call as it painted the page; opened again later, the page makes it again.
 */
export function useOpeningCall(call: OpeningCall | null, make: () => void): void {
  if (call) markOpeningCall(call);
  const key = call && openingCallKey(call);
  const onOpen = useEffectEvent(make);
  useEffect(() => {
    if (key === null || madeOnServer.delete(key)) return;
    onOpen();
  }, [key]);
}
