import { type StaffPermission, isStaffRole, roleAllows } from '@portal/contract';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useGetList, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** The school's work that waits, by queue: what it lists, and who may open it. */
const QUEUES: { key: string; resource: string; filter?: object; need: StaffPermission }[] = [
  { key: 'documents', resource: 'documents', need: { resource: 'documents', action: 'review' } },
  { key: 'grading', resource: 'grading', need: { resource: 'grading', action: 'grade' } },
  {
    key: 'practice',
    resource: 'practice-entries',
    need: { resource: 'attendance', action: 'review' },
  },
  {
    key: 'fields',
    resource: 'students',
    filter: { profile: 'awaiting_review' },
    need: { resource: 'students', action: 'verify' },
  },
  {
    key: 'support',
    resource: 'support-requests',
    filter: { status: 'open' },
    need: { resource: 'support', action: 'answer' },
  },
  {
    key: 'overdue',
    resource: 'installments',
    filter: { overdue: true },
    need: { resource: 'payments', action: 'record' },
  },
];

function Queue({ queue }: { queue: (typeof QUEUES)[number] }) {
  const translate = useTranslate();
  // a list's default filter, or the queue's own, is the queue: one row tells how many wait
  const { total, isPending } = useGetList(queue.resource, {
    pagination: { page: 1, perPage: 1 },
    filter: queue.filter,
  });
  const search = queue.filter ? `?${new URLSearchParams({ filter: JSON.stringify(queue.filter) })}` : '';
  return (
    <ListItem disablePadding>
      <ListItemButton component={Link} to={`/${queue.resource}${search}`}>
        <ListItemText
          primary={translate(`console.home.queues.${queue.key}`)}
          secondary={isPending ? '…' : translate('console.home.waiting', { smart_count: total ?? 0 })}
        />
      </ListItemButton>
    </ListItem>
  );
}

/** The queues the member's role works on, each with how many wait in it. */
export function WorkQueues() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string | null>();
  if (!isStaffRole(permissions)) return null;
  const mine = QUEUES.filter((queue) => roleAllows(permissions, queue.need));
  if (mine.length === 0) return null;
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate('console.home.queuesTitle')}
      </Typography>
      <List aria-label={translate('console.home.queuesTitle')}>
        {mine.map((queue) => (
          <Queue key={queue.key} queue={queue} />
        ))}
      </List>
    </>
  );
}
