import type { TStaffLiveSession } from '@portal/contract';
import { Create, SelectInput, SimpleForm, required, useNotify, useRedirect } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useSchedulablePrograms } from './live-session-choices';
import { LiveSessionInputs } from './live-session-inputs';

/** The cohorts of the program chosen above: none chosen, the whole program's students. */
function CohortInput() {
  const programs = useSchedulablePrograms();
  const chosen = useWatch({ name: 'program' }) as number | undefined;
  const cohorts = programs.find((program) => program.id === chosen)?.cohorts ?? [];
  if (cohorts.length === 0) return null;
  return (
    <SelectInput
      source="cohort"
      choices={cohorts.map((cohort) => ({ id: cohort.id, name: cohort.name }))}
      emptyText="console.live.wholeProgram"
      helperText="console.live.cohortHelp"
    />
  );
}

/** Schedules a session of a program, or of one cohort: its students are notified at once. */
export function LiveSessionCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const programs = useSchedulablePrograms();
  return (
    <Create
      title="console.live.schedule"
      mutationOptions={{
        onSuccess: (session: TStaffLiveSession) => {
          notify('console.live.scheduled', { type: 'success' });
          redirect('show', 'live-sessions', session.id);
        },
      }}
      transform={(data: { cohort?: number | '' | null }) => ({ ...data, cohort: data.cohort || null })}
    >
      <SimpleForm defaultValues={{ duration_minutes: 60 }}>
        <SelectInput
          source="program"
          choices={programs.map((program) => ({ id: program.id, name: program.name }))}
          validate={required()}
        />
        <CohortInput />
        <LiveSessionInputs />
      </SimpleForm>
    </Create>
  );
}
