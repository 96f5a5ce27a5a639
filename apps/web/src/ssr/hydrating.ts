import { useSyncExternalStore } from 'react';

let hydrating = false;

/**
 * While the app takes over a page the server painted: the page's data is as fresh as what the reader
 * sees, so nothing on it is asked for again then (the painter read it after the page's opening calls).
 */
export const isHydrating = (): boolean => hydrating;

export function setHydrating(value: boolean): void {
  hydrating = value;
}

const subscribeNever = () => () => {};

/**
 * Whether this very component is taking over HTML the server painted: false on the server, and in the
 * browser for a component drawn afresh, such as one the app shows later.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => typeof document !== 'undefined',
  );
}
