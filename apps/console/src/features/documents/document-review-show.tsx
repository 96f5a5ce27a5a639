import type { TDocumentReview } from '@portal/contract';
import {
  EmailField,
  Labeled,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../components/date-field';
import Typography from '@mui/material/Typography';
import { FilePreview } from '../../components/file-preview';
import { useFormatMoment } from '../../lib/intl-locale';
import { ReviewForm } from './review-form';
import { STATUS_CHOICES } from './status-choices';

function Review() {
  const review = useRecordContext<TDocumentReview>();
  const translate = useTranslate();
  const moment = useFormatMoment();
  if (!review) return null;
  return (
    <>
      {review.signature && (
        <Labeled label="console.documents.signedBy">
          <span>
            {translate('console.documents.signature', {
              name: review.signature.full_name,
              at: moment(review.signature.signed_at),
            })}
          </span>
        </Labeled>
      )}
      {review.file ? (
        <FilePreview file={review.file} />
      ) : (
        <Typography>{translate('console.documents.noFile')}</Typography>
      )}
      <ReviewForm review={review} />
    </>
  );
}

/** One document: whose it is, the file itself, and the decision. */
export function DocumentReviewShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="student.name" />
        <EmailField source="student.email" />
        <TextField source="requirement.name" />
        <SelectField source="status" choices={STATUS_CHOICES} />
        <TextField source="remarks" emptyText="—" />
        <DateField source="updated_at" showTime />
        <Review />
      </SimpleShowLayout>
    </Show>
  );
}
