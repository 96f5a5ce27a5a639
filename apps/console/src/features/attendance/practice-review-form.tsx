import {
  type TPracticeEntryReview,
  ZReviewPracticeEntry,
  reviewStudentPracticeEntry,
} from '@portal/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { call } from '../../lib/api';

/**
 * Approve an entry waiting for review (it counts toward the quota), or refuse it saying why. What was
 * typed stays when a call fails.
 */
export function PracticeReviewForm({ entry }: { entry: TPracticeEntryReview }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [remarks, setRemarks] = useState('');
  const [missing, setMissing] = useState(false);
  const [pending, setPending] = useState(false);
  if (entry.state !== 'pending') return <Typography>{translate('console.practice.decided')}</Typography>;

  const decide = (decision: 'approved' | 'refused') => {
    const body = { decision, remarks };
    if (!ZReviewPracticeEntry.safeParse(body).success) return setMissing(true);
    setPending(true);
    call(reviewStudentPracticeEntry, { params: { id: entry.id }, body })
      .then(() => {
        notify(`console.practice.${decision}`, { type: 'success' });
        refresh();
      })
      .catch((error: Error) => notify(error.message, { type: 'error' }))
      .finally(() => setPending(false));
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <TextField
        label={translate('console.practice.remarks')}
        value={remarks}
        onChange={(event) => {
          setRemarks(event.target.value);
          setMissing(false);
        }}
        multiline
        minRows={3}
        error={missing}
        helperText={translate(missing ? 'console.practice.remarksRequired' : 'console.practice.remarksHelp')}
      />
      <Stack direction="row" spacing={2}>
        <Button variant="contained" disabled={pending} onClick={() => decide('approved')}>
          {translate('console.practice.approve')}
        </Button>
        <Button variant="outlined" color="warning" disabled={pending} onClick={() => decide('refused')}>
          {translate('console.practice.refuse')}
        </Button>
      </Stack>
    </Stack>
  );
}
