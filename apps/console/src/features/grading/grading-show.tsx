import type { TGradingWork } from '@portal/contract';
import Typography from '@mui/material/Typography';
import {
  EmailField,
  FunctionField,
  Labeled,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../components/date-field';
import { FilePreview } from '../../components/file-preview';
import { useAllows } from '../../lib/use-allows';
import { GradeForm } from './grade-form';
import { KIND_CHOICES, STATE_CHOICES } from './grading-choices';

/** What the student handed in: the question answered, their text, their file. */
function Work() {
  const work = useRecordContext<TGradingWork>();
  const translate = useTranslate();
  // a registrar reads the work; only those who grade see the marks form
  const grades = useAllows()({ resource: 'grading', action: 'grade' });
  if (!work) return null;
  return (
    <>
      {work.question && (
        <Labeled label="console.grading.question">
          <Typography>
            {translate('console.grading.questionNumber', { number: work.question.number })}
            {' · '}
            {work.question.text}
          </Typography>
        </Labeled>
      )}
      {work.text && (
        <Labeled label="console.grading.answer">
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word' }}>{work.text}</Typography>
        </Labeled>
      )}
      {work.file && <FilePreview file={work.file} />}
      {grades && <GradeForm work={work} />}
    </>
  );
}

/** One piece of work: whose, what, what was handed in, and the marks. */
export function GradingShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="student.name" />
        <EmailField source="student.email" />
        <TextField source="program.name" />
        <TextField source="item.name" />
        <SelectField source="kind" choices={KIND_CHOICES} />
        <SelectField source="state" choices={STATE_CHOICES} />
        <DateField source="submitted_at" showTime />
        <FunctionField<TGradingWork>
          source="marks"
          render={(work) => (work.marks === null ? '—' : `${work.marks} / ${work.max_marks}`)}
        />
        <Work />
      </SimpleShowLayout>
    </Show>
  );
}
