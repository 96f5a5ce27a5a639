import type { TStaffContent } from '@portal/contract';
import {
  BooleanInput,
  Edit,
  Labeled,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { MarkdownInput } from '../../components/markdown-input';
import { SaveToolbar } from '../../components/save-toolbar';
import { QuizQuestions } from './quiz-questions';
import { VideoMedia } from './video-media';
import { otherLanguage } from '../../lib/other-language';

const GRADING_CHOICES = [
  { id: 'best', name: 'console.contents.grading.best' },
  { id: 'last', name: 'console.contents.grading.last' },
];

/** The item's texts in the language other than the default. */
function TranslatedTexts() {
  const item = useRecordContext<TStaffContent>();
  const translate = useTranslate();
  if (!item) return null;
  const other = otherLanguage(item.default_language);
  const language = translate(`console.institute.languages.${other}`);
  return (
    <>
      <TextInput
        source={`translations.${other}.name`}
        label={translate('console.contents.translatedName', { language })}
        fullWidth
      />
      <MarkdownInput
        source={`translations.${other}.body`}
        label={translate('console.contents.translatedBody', { language })}
      />
    </>
  );
}

/** A quiz's rules or a handed-in work's marks, for an item of that kind. */
function Rules() {
  const item = useRecordContext<TStaffContent>();
  if (item?.quiz) {
    return (
      <>
        <NumberInput source="quiz.time_limit_minutes" min={1} helperText="console.contents.timeHelp" />
        <NumberInput source="quiz.attempts_allowed" min={1} validate={required()} />
        <NumberInput source="quiz.pass_mark_percent" min={0} max={100} validate={required()} />
        <SelectInput source="quiz.grading" choices={GRADING_CHOICES} validate={required()} />
        <BooleanInput source="quiz.show_answers" />
      </>
    );
  }
  if (item?.marks) {
    return (
      <>
        <NumberInput source="marks.max_marks" min={1} validate={required()} />
        <NumberInput source="marks.pass_mark_percent" min={0} max={100} validate={required()} />
      </>
    );
  }
  return null;
}

/** An item of a program's room: its texts in both languages, with a preview, its length and its rules. */
export function ContentEdit() {
  const notify = useNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess: () => notify('console.contents.saved') }}
      redirect={false}
    >
      <SimpleForm toolbar={<SaveToolbar />}>
        <Labeled>
          <TextField source="program.name" />
        </Labeled>
        <Labeled>
          <TextField source="section.name" />
        </Labeled>
        <TextInput source="name" validate={required()} fullWidth />
        <MarkdownInput source="body" />
        <TranslatedTexts />
        <NumberInput source="duration_minutes" min={0} />
        <BooleanInput source="can_skip" helperText="console.contents.skipHelp" />
        <Rules />
      </SimpleForm>
      <QuizQuestions />
      <VideoMedia />
    </Edit>
  );
}
