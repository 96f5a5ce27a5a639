import { type TDocumentReview, ZReviewDocument, reviewStudentDocument } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { call } from '../../lib/api';

type Decision = 'approved' | 'rejected';

/** Approve the document, or reject it saying why: the student is told either way. */
export function ReviewForm({ review }: { review: TDocumentReview }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [remarks, setRemarks] = useState('');
  const [missing, setMissing] = useState(false);
  const [pending, setPending] = useState(false);
  if (review.status !== 'awaiting_review')
    return <Alert severity="info">{translate('console.documents.decided')}</Alert>;

  const submit = (decision: Decision) => {
    // the contract's rule (a rejection says why), told here in the console's language
    if (!ZReviewDocument.safeParse({ decision, remarks }).success) return setMissing(true);
    setPending(true);
    call(reviewStudentDocument, { params: { id: review.id }, body: { decision, remarks } })
      .then(() => {
        notify(`console.documents.${decision}`, { type: 'success' });
        refresh();
      })
      .catch((error: Error) => notify(error.message, { type: 'error' }))
      .finally(() => setPending(false));
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <TextField
        label={translate('console.documents.remarks')}
        value={remarks}
        onChange={(event) => {
          setRemarks(event.target.value);
          setMissing(false);
        }}
        multiline
        minRows={2}
        error={missing}
        helperText={
          missing
            ? translate('console.documents.remarksRequired')
            : translate('console.documents.remarksHelp')
        }
      />
      <Stack direction="row" spacing={2}>
        <Button variant="contained" disabled={pending} onClick={() => submit('approved')}>
          {translate('console.documents.approve')}
        </Button>
        <Button variant="outlined" color="error" disabled={pending} onClick={() => submit('rejected')}>
          {translate('console.documents.reject')}
        </Button>
      </Stack>
    </Stack>
  );
}
