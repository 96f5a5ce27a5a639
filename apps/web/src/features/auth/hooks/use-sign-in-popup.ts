import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { getSessionQueryOptions } from '../../../lib/session';
import type { AuthParams } from './use-auth-params';

export const SIGN_IN_POPUP_NAME = 'portal-sign-in';
export const SIGN_IN_POPUP_FEATURES = 'width=480,height=720';
export const SIGNED_IN_MESSAGE = { type: 'portal:signed-in' } as const;

/** Opens (or brings forward) the sign-in window; null when the browser blocked it. */
export function openSignInPopup(url: string): Window | null {
  return window.open(url, SIGN_IN_POPUP_NAME, SIGN_IN_POPUP_FEATURES);
}

/** True for the pop-up's message, sent from this portal's own origin. */
export function isSignedInMessage(event: MessageEvent): boolean {
  const data: unknown = event.data;
  return (
    event.origin === window.location.origin &&
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === SIGNED_IN_MESSAGE.type
  );
}

/** The window that opened the pop-up, while it is still there and on this portal. */
function usableOpener(): Window | null {
  try {
    const opener = window.opener as Window | null;
    if (!opener || opener.closed || opener === window) return null;
    return opener;
  } catch {
    return null;
  }
}

/**
 * Once signed in: the pop-up tells the window that opened it and closes; a full page (or a pop-up
 * whose opener is gone) goes on to `redirect` itself.
 */
export function useFinishSignIn({ popup, redirect }: AuthParams) {
  const navigate = useNavigate();
  return useCallback(() => {
    const opener = popup ? usableOpener() : null;
    if (opener) {
      opener.postMessage(SIGNED_IN_MESSAGE, window.location.origin);
      window.close();
      return;
    }
    void navigate(redirect, { replace: true });
  }, [popup, redirect, navigate]);
}

/**
 * The session as the server sees it now, not as cached: a sign-in page must not act on a session that
 * a password reset or a sign-out in another tab has ended. `checked` is false until that answer is in.
 */
export function useFreshSession() {
  const query = useQuery({ ...getSessionQueryOptions(), refetchOnMount: 'always' });
  return { session: query.data ?? null, checked: query.isFetchedAfterMount, refetch: query.refetch };
}
