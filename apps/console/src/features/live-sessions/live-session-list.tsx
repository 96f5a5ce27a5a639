import type { TStaffLiveSession } from '@portal/contract';
import { type Theme, useMediaQuery } from '@mui/material';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  CreateButton,
  Datagrid,
  FilterButton,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { useProgramChoices } from '../../lib/program-choices';
import { useAllows } from '../../lib/use-allows';
import { STATUS_CHOICES, useSessionTime } from './live-session-choices';

/** No session yet: what to do first, for those who schedule. */
function NoSessions() {
  const translate = useTranslate();
  const allows = useAllows();
  return (
    <Box sx={{ textAlign: 'center', mt: 6 }}>
      <Typography variant="h6" component="p" color="text.secondary">
        {translate('resources.live-sessions.empty')}
      </Typography>
      {allows({ resource: 'live', action: 'update' }) && (
        <CreateButton variant="contained" label="console.live.schedule" sx={{ mt: 2 }} />
      )}
    </Box>
  );
}

/** Every live session, latest start first, times at the school; an instructor's programs'. */
export function LiveSessionList() {
  const translate = useTranslate();
  const allows = useAllows();
  const when = useSessionTime();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
    <SelectInput key="program" source="program" choices={useProgramChoices()} />,
  ];
  return (
    <List
      filters={filters}
      sort={{ field: 'starts_at', order: 'DESC' }}
      actions={
        <TopToolbar>
          <FilterButton />
          {allows({ resource: 'live', action: 'update' }) && <CreateButton label="console.live.schedule" />}
        </TopToolbar>
      }
      exporter={false}
      empty={<NoSessions />}
    >
      {small ? (
        <SimpleList<TStaffLiveSession>
          primaryText={(session) => session.title}
          secondaryText={(session) => `${session.program.name} · ${when(session)}`}
          tertiaryText={(session) => translate(`console.live.statuses.${session.status}`)}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <FunctionField<TStaffLiveSession> source="starts_at" render={when} />
          <TextField source="title" sortable={false} />
          <TextField source="program.name" sortable={false} />
          <TextField source="cohort.name" sortable={false} emptyText="console.live.wholeProgram" />
          <SelectField source="status" choices={STATUS_CHOICES} sortable={false} />
          <NumberField source="attendance" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
