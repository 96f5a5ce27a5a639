import { type ReactNode, useEffect } from 'react';

/**
 * Calls `onHydrated` once the app below it has hydrated: its effect runs after all of theirs. One child,
 * no element of its own, so the tree (and every useId) is the one the server painted.
 */
export function OnHydrated({ onHydrated, children }: { onHydrated: () => unknown; children: ReactNode }) {
  useEffect(() => void onHydrated(), [onHydrated]);
  return children;
}
