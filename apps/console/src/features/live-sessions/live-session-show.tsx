import type { TStaffLiveSession } from '@portal/contract';
import {
  EditButton,
  FunctionField,
  NumberField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  UrlField,
  useRecordContext,
} from 'react-admin';
import { useAllows } from '../../lib/use-allows';
import { CancelButton } from './cancel-button';
import { STATUS_CHOICES, useSessionTime } from './live-session-choices';
import { RecordingButton } from './recording-button';

/** Changing is for a session that has not started, by those who schedule. */
function ChangeButton() {
  const session = useRecordContext<TStaffLiveSession>();
  const allows = useAllows();
  if (session?.status !== 'scheduled' || !allows({ resource: 'live', action: 'update' })) return null;
  return <EditButton />;
}

/** One session: when at the school, for whom, where it is joined, who joined, and what staff may do. */
export function LiveSessionShow() {
  const when = useSessionTime();
  return (
    <Show
      actions={
        <TopToolbar>
          <ChangeButton />
          <RecordingButton />
          <CancelButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="title" />
        <TextField source="description" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
        <TextField source="program.name" />
        <TextField source="cohort.name" emptyText="console.live.wholeProgram" />
        <FunctionField<TStaffLiveSession>
          source="starts_at"
          render={(session) => `${when(session)} (${session.time_zone})`}
        />
        <SelectField source="status" choices={STATUS_CHOICES} />
        <UrlField source="meeting_url" target="_blank" rel="noopener" />
        <UrlField source="recording_url" emptyText="—" target="_blank" rel="noopener" />
        <NumberField source="attendance" />
      </SimpleShowLayout>
    </Show>
  );
}
