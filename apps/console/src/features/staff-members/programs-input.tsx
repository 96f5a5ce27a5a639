import { AutocompleteArrayInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useProgramChoices } from '../../lib/program-choices';

/** The programs of an instructor; the other roles have none. */
export function ProgramsInput() {
  const role = useWatch({ name: 'role' });
  const choices = useProgramChoices();
  if (role !== 'instructor') return null;
  return (
    <AutocompleteArrayInput source="programs" choices={choices} helperText="console.staff.programsHelp" />
  );
}
