import { ADDABLE_CONTENT_TYPES, ASSIGNMENT_DEFAULTS, QUIZ_DEFAULTS } from '@portal/contract';
import {
  BooleanInput,
  Create,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  required,
  useNotify,
  useRedirect,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MarkdownInput } from '../../components/markdown-input';
import { FIRST_OPTIONS, OptionsInput } from './options-input';

const TYPE_CHOICES = ADDABLE_CONTENT_TYPES.map((type) => ({
  id: type,
  name: `console.programs.types.${type}`,
}));
const COUNTED = new Set(['quota', 'in_class_quota']);
const MARKED = new Set(['assignment', 'homework']);

/** What the chosen kind of item needs besides its text: entries to complete it, or marks. */
function KindRules() {
  const type = useWatch({ name: 'content_type' }) as string | undefined;
  if (type && COUNTED.has(type)) {
    return (
      <NumberInput
        source="required_count"
        min={1}
        validate={required()}
        helperText="console.outline.requiredCountHelp"
      />
    );
  }
  if (type === 'video') {
    return (
      <TextInput
        source="video_url"
        type="url"
        validate={required()}
        helperText="console.outline.videoUrlHelp"
        fullWidth
      />
    );
  }
  if (type === 'quiz') {
    return (
      <>
        <NumberInput source="quiz.time_limit_minutes" min={1} helperText="console.contents.timeHelp" />
        <NumberInput
          source="quiz.attempts_allowed"
          min={1}
          defaultValue={QUIZ_DEFAULTS.attempts_allowed}
          validate={required()}
        />
        <NumberInput
          source="quiz.pass_mark_percent"
          min={0}
          max={100}
          defaultValue={QUIZ_DEFAULTS.pass_mark_percent}
          validate={required()}
        />
        <TextInput
          source="question.text"
          label="console.outline.firstQuestion"
          helperText="console.outline.firstQuestionHelp"
          validate={required()}
          multiline
          fullWidth
        />
        <OptionsInput source="question.options" defaultValue={FIRST_OPTIONS} />
      </>
    );
  }
  if (type && MARKED.has(type)) {
    return (
      <>
        <NumberInput
          source="marks.max_marks"
          min={1}
          defaultValue={ASSIGNMENT_DEFAULTS.max_marks}
          validate={required()}
        />
        <NumberInput
          source="marks.pass_mark_percent"
          min={0}
          max={100}
          defaultValue={ASSIGNMENT_DEFAULTS.pass_mark_percent}
          validate={required()}
        />
      </>
    );
  }
  return null;
}

type Values = {
  content_type: string;
  question?: object;
  quiz?: object;
  video_url?: string;
  [field: string]: unknown;
};

/**
 * What the chosen kind takes: a quiz its rules and first question (a choice among options), a video its
 * address; what another kind's fields kept from an earlier choice is left out.
 */
function onlyItsKind({ question, quiz, video_url, ...item }: Values) {
  if (item.content_type === 'quiz') return { ...item, quiz, question: { ...question, question_type: 'mcq' } };
  if (item.content_type === 'video') return { ...item, video_url };
  return item;
}

/** The item's text: a quiz's, above its questions, and a video's, beside the player, may be left empty. */
function BodyInput() {
  const type = useWatch({ name: 'content_type' }) as string | undefined;
  const optional = type === 'quiz' || type === 'video';
  return <MarkdownInput source="body" validate={optional ? undefined : required()} />;
}

/**
 * A new item at the end of its section, written whole before it is added: students see it on their
 * next page. Its translation and rules are changed afterwards on its own page.
 */
export function ContentCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="console.outline.addItem"
      transform={onlyItsKind}
      mutationOptions={{
        onSuccess: (item: { id: number }) => {
          notify('console.outline.itemAdded', { type: 'success' });
          redirect('edit', 'contents', item.id);
        },
      }}
    >
      <SimpleForm defaultValues={{ content_type: 'lesson', duration_minutes: 0, can_skip: false }}>
        <SelectInput source="content_type" choices={TYPE_CHOICES} validate={required()} />
        <TextInput source="name" validate={required()} fullWidth />
        <BodyInput />
        <NumberInput source="duration_minutes" min={0} />
        <BooleanInput source="can_skip" helperText="console.contents.skipHelp" />
        <KindRules />
      </SimpleForm>
    </Create>
  );
}
