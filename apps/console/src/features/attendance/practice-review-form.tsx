import {
  type TPracticeEntryReview,
  ZReviewPracticeEntry,
  reviewStudentPracticeEntry,
} from '@portal/contract';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { RemarksDecision } from '../../components/remarks-decision';
import { call } from '../../lib/api';

/** Approve an entry waiting for review (it counts toward the quota), or refuse it saying why. */
export function PracticeReviewForm({ entry }: { entry: TPracticeEntryReview }) {
  const translate = useTranslate();
  if (entry.state !== 'pending') return <Typography>{translate('console.practice.decided')}</Typography>;
  return (
    <RemarksDecision<'approved' | 'refused'>
      keys="console.practice"
      approve={{ decision: 'approved', label: 'console.practice.approve' }}
      refuse={{ decision: 'refused', label: 'console.practice.refuse', color: 'warning' }}
      minRows={3}
      valid={(decision, remarks) => ZReviewPracticeEntry.safeParse({ decision, remarks }).success}
      send={(decision, remarks) =>
        call(reviewStudentPracticeEntry, { params: { id: entry.id }, body: { decision, remarks } })
      }
    />
  );
}
