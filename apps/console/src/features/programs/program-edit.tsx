import type { TStaffProgram } from '@portal/contract';
import {
  BooleanInput,
  Edit,
  NumberInput,
  TabbedForm,
  TabbedFormTabs,
  TextInput,
  required,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CentsInput } from '../../components/cents-input';
import { MarkdownInput } from '../../components/markdown-input';
import { SaveToolbar } from '../../components/save-toolbar';
import { ProgramCohorts } from './program-cohorts';
import { ProgramImage } from './program-image';
import { ProgramOutline } from './program-outline';
import { ProgramPlans } from './program-plans';
import { otherLanguage } from '../../lib/other-language';

/** The program's texts in the language other than the default, which students reading it see. */
function TranslatedTexts() {
  const program = useRecordContext<TStaffProgram>();
  const translate = useTranslate();
  if (!program) return null;
  const other = otherLanguage(program.default_language);
  const language = translate(`console.institute.languages.${other}`);
  const label = (field: string) => translate(`console.programs.translated.${field}`, { language });
  return (
    <>
      <TextInput source={`translations.${other}.name`} label={label('name')} fullWidth />
      <TextInput
        source={`translations.${other}.short_description`}
        label={label('short_description')}
        fullWidth
      />
      <MarkdownInput source={`translations.${other}.description`} label={label('description')} />
    </>
  );
}

/**
 * A program's settings: its texts in both languages with a Markdown preview, its price and options,
 * its cohorts and payment plans. Its sections and contents come from the content folder.
 */
export function ProgramEdit() {
  const notify = useNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess: () => notify('console.programs.saved') }}
      redirect={false}
    >
      <TabbedForm
        toolbar={<SaveToolbar />}
        tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" />}
      >
        <TabbedForm.Tab label="console.programs.tabs.texts">
          <TextInput source="name" validate={required()} fullWidth />
          <TextInput source="short_description" fullWidth />
          <MarkdownInput source="description" />
          <TextInput source="category" />
          <TextInput source="level" />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="console.programs.tabs.translation">
          <TranslatedTexts />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="console.programs.tabs.price">
          <CentsInput source="price" validate={required()} />
          <BooleanInput source="is_free" helperText="console.programs.freeHelp" />
          <NumberInput source="trial_days" min={1} max={365} helperText="console.programs.trialHelp" />
          <BooleanInput source="enable_paid_at_school" />
          <BooleanInput source="has_gpa" helperText="console.programs.gpaHelp" />
        </TabbedForm.Tab>
      </TabbedForm>
      {/* apart from the settings' form: a cohort is saved on its own, from its dialog */}
      <ProgramImage />
      <ProgramCohorts />
      <ProgramPlans />
      <ProgramOutline />
    </Edit>
  );
}
