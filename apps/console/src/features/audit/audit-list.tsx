import { Button, Stack, type Theme, Typography, useMediaQuery } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { type TAuditEntry, exportAuditEntries, operationUrl } from '@portal/contract';
import {
  Datagrid,
  DateInput,
  FilterButton,
  List,
  SearchInput,
  SelectField,
  SimpleList,
  TextField,
  TextInput,
  TopToolbar,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../components/date-field';
import { listQuery } from '../../providers/data-provider';
import { ActionField, EntityField } from './action-field';
import { useFormatMoment } from '../../lib/intl-locale';
import { ACTOR_CHOICES } from './actor-choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="student" source="student" label="resources.audit-entries.fields.student_id" />,
  <TextInput key="entity" source="entity" />,
  <TextInput key="entity_id" source="entity_id" />,
  <TextInput key="actor" source="actor" label="resources.audit-entries.fields.actor_email" />,
  <DateInput key="from" source="from" label="console.audit.from" />,
  <DateInput key="until" source="until" label="console.audit.until" />,
];

/** The CSV of what the list shows now: the same filters, every page. */
function ExportButton() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const { offset: _offset, limit: _limit, ...filters } = listQuery({ filter: filterValues });
  const href = operationUrl(exportAuditEntries, undefined, filters);
  return (
    <Button href={href} download startIcon={<DownloadIcon />} size="small">
      {translate('console.audit.export')}
    </Button>
  );
}

/** What a write changed, field by field, before and after. */
function Changes() {
  const translate = useTranslate();
  const entry = useRecordContext<{
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }>();
  if (!entry) return null;
  const show = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value, null, 2) : '—');
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 1 }}>
      {(['before', 'after'] as const).map((side) => (
        <div key={side}>
          <Typography variant="subtitle2" component="h3">
            {translate(`console.audit.${side}`)}
          </Typography>
          <Typography component="pre" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
            {show(entry[side])}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}

/** Every staff write, newest first; it can be read and exported, never changed. */
export function AuditList() {
  const translate = useTranslate();
  const moment = useFormatMoment();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={filters}
      sort={{ field: 'at', order: 'DESC' }}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportButton />
        </TopToolbar>
      }
      exporter={false}
    >
      {small ? (
        <SimpleList<TAuditEntry>
          primaryText={(entry) => translate(`console.actions.${entry.action}`, { _: entry.action })}
          secondaryText={(entry) => entry.actor_email}
          tertiaryText={(entry) => moment(entry.at)}
          linkType={false}
        />
      ) : (
        <Datagrid expand={<Changes />} bulkActionButtons={false} rowClick="expand">
          <DateField source="at" showTime />
          <TextField source="actor_email" sortable={false} />
          <SelectField source="actor_role" choices={ACTOR_CHOICES} sortable={false} />
          <ActionField />
          <EntityField />
          <TextField source="entity_id" sortable={false} />
          <TextField source="address" sortable={false} emptyText="—" />
        </Datagrid>
      )}
    </List>
  );
}
