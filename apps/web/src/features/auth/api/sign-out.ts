import { signOut as signOutOperation } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { forgetStudentStorage } from '../../../lib/student-storage';

export function signOut() {
  return call(signOutOperation, { body: {} });
}

/**
 * Logout. On success the portal loads the home page afresh: the query cache, and anything else held
 * about the student in memory, goes with the old page; what this device kept of their work goes too. (Clearing the cache in place races the router:
 * the page being left re-renders signed out before the home page is committed, and its auth guard
 * sends the student to sign in.)
 */
export function useSignOut() {
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      forgetStudentStorage();
      window.location.assign('/');
    },
  });
}
