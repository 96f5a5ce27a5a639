import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';

/**
 * A decision sent from a dialog: pending while it goes; once done, said, the dialog closed and the page
 * refreshed; a failure said with the dialog left open, what was typed in it kept.
 */
export function useDecision(done: string) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const decide = (send: () => Promise<unknown>) => {
    setPending(true);
    return send()
      .then(() => {
        notify(done, { type: 'success' });
        setOpen(false);
        refresh();
      })
      .catch((error: Error) => {
        notify(error.message, { type: 'error' });
        throw error;
      })
      .finally(() => setPending(false));
  };
  return { open, setOpen, pending, decide };
}
