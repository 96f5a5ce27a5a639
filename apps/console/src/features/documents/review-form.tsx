import { type TDocumentReview, ZReviewDocument, reviewStudentDocument } from '@portal/contract';
import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import { RemarksDecision } from '../../components/remarks-decision';
import { call } from '../../lib/api';

/** Approve the document, or reject it saying why: the student is told either way. */
export function ReviewForm({ review }: { review: TDocumentReview }) {
  const translate = useTranslate();
  if (review.status !== 'awaiting_review')
    return <Alert severity="info">{translate('console.documents.decided')}</Alert>;
  return (
    <RemarksDecision<'approved' | 'rejected'>
      keys="console.documents"
      approve={{ decision: 'approved', label: 'console.documents.approve' }}
      refuse={{ decision: 'rejected', label: 'console.documents.reject', color: 'error' }}
      valid={(decision, remarks) => ZReviewDocument.safeParse({ decision, remarks }).success}
      send={(decision, remarks) =>
        call(reviewStudentDocument, { params: { id: review.id }, body: { decision, remarks } })
      }
    />
  );
}
