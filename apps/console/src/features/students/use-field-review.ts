import { type TVerifiedField, reviewProfileField } from '@portal/contract';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { call } from '../../lib/api';

type Review = { decision: 'verified' | 'rejected'; remarks: string };

/** Sends the decision on one field, tells the member how it went and shows the record as it now is. */
export function useFieldReview(id: number, field: TVerifiedField) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const review = (body: Review) => {
    setPending(true);
    return call(reviewProfileField, { params: { id, field }, body })
      .then(() => {
        notify(`console.profile.${body.decision}`, { type: 'success' });
        refresh();
      })
      .catch((error: Error) => {
        notify(error.message, { type: 'error' });
        throw error;
      })
      .finally(() => setPending(false));
  };
  return { review, pending };
}
