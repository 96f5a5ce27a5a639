import type { TPracticeEntryReview } from '@portal/contract';
import Typography from '@mui/material/Typography';
import {
  DateField,
  EmailField,
  FunctionField,
  Labeled,
  NumberField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { FilePreview } from '../../components/file-preview';
import { useAllows } from '../../lib/use-allows';
import { STATE_CHOICES } from './practice-entry-choices';
import { PracticeReviewForm } from './practice-review-form';

/** What the student wrote and sent, and, for those who review, the decision form. */
function Entry() {
  const entry = useRecordContext<TPracticeEntryReview>();
  // a registrar reads the logs; only those who review see the decision form
  const reviews = useAllows()({ resource: 'attendance', action: 'review' });
  if (!entry) return null;
  return (
    <>
      <Labeled label="resources.practice-entries.fields.note">
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word' }}>{entry.note}</Typography>
      </Labeled>
      {entry.file && <FilePreview file={entry.file} />}
      {reviews && <PracticeReviewForm entry={entry} />}
    </>
  );
}

/** One entry of a practice log: whose, which item and its count, what was done, and the review. */
export function PracticeEntryShow() {
  const translate = useTranslate();
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="student.name" />
        <EmailField source="student.email" />
        <TextField source="program.name" />
        <TextField source="item.name" />
        <FunctionField<TPracticeEntryReview>
          source="recorded_count"
          render={(entry) =>
            translate('console.practice.counted', {
              recorded: entry.recorded_count,
              required: entry.required_count,
            })
          }
        />
        <DateField source="date" />
        <NumberField source="duration_minutes" />
        <SelectField source="state" choices={STATE_CHOICES} />
        <TextField source="remarks" emptyText="—" />
        <DateField source="created_at" showTime />
        <DateField source="reviewed_at" showTime emptyText="—" />
        <Entry />
      </SimpleShowLayout>
    </Show>
  );
}
