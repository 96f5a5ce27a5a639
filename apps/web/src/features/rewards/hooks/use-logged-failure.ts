import { useEffect } from 'react';

/** The spec shows no message for reward failures; they go to the console only. */
export function useLoggedFailure(error: Error | null, what: string) {
  useEffect(() => {
    if (error) console.error(what, error);
  }, [error, what]);
}
