import {
  type TLanguage,
  type TStaffProgramOutline,
  type TStaffSectionWrite,
  addStaffSection,
  updateStaffSection,
} from '@portal/contract';
import { TextInput, required, useTranslate } from 'react-admin';
import { FormDialog, useDialogSave } from '../../components/form-dialog';
import { call } from '../../lib/api';

type Section = TStaffProgramOutline['sections'][number];

/**
 * A section's name and description, in both languages: a new one at the end of the program, or one
 * renamed. What is typed stays when the server refuses it, its message under the field.
 */
export function SectionDialog({
  program,
  section,
  other,
  onSaved,
  onClose,
}: {
  program: number;
  /** Null for a new section. */
  section: Section | null;
  /** The language besides the institute's default. */
  other: TLanguage;
  onSaved: (outline: TStaffProgramOutline) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const saved = useDialogSave(onClose);
  const language = translate(`console.institute.languages.${other}`);
  const save = async (values: Record<string, unknown>) => {
    const body = values as TStaffSectionWrite;
    return saved(
      async () => {
        onSaved(
          await (section
            ? call(updateStaffSection, { params: { id: section.id }, body })
            : call(addStaffSection, { params: { id: program }, body })),
        );
      },
      section ? 'console.outline.sectionSaved' : 'console.outline.sectionAdded',
    );
  };
  const record = {
    name: section?.name ?? '',
    description: section?.description ?? '',
    translations: { [other]: section?.translations[other] ?? { name: '', description: '' } },
  };
  return (
    <FormDialog
      id="section-dialog-title"
      title={section ? 'console.outline.renameSection' : 'console.outline.addSection'}
      record={record}
      onSubmit={save}
      onClose={onClose}
    >
      <TextInput source="name" label="console.outline.sectionName" validate={required()} fullWidth />
      <TextInput source="description" label="console.outline.sectionDescription" multiline fullWidth />
      <TextInput
        source={`translations.${other}.name`}
        label={translate('console.outline.translatedName', { language })}
        fullWidth
      />
      <TextInput
        source={`translations.${other}.description`}
        label={translate('console.outline.translatedDescription', { language })}
        multiline
        fullWidth
      />
    </FormDialog>
  );
}
