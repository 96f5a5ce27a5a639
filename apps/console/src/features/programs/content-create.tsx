import { ADDABLE_CONTENT_TYPES } from '@portal/contract';
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
  if (type && MARKED.has(type)) {
    return (
      <>
        <NumberInput source="marks.max_marks" min={1} defaultValue={100} validate={required()} />
        <NumberInput
          source="marks.pass_mark_percent"
          min={0}
          max={100}
          defaultValue={50}
          validate={required()}
        />
      </>
    );
  }
  return null;
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
        <MarkdownInput source="body" validate={required()} />
        <NumberInput source="duration_minutes" min={0} />
        <BooleanInput source="can_skip" helperText="console.contents.skipHelp" />
        <KindRules />
      </SimpleForm>
    </Create>
  );
}
