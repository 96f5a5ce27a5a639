import { type StaffPermission, isStaffRole, roleAllows } from '@portal/contract';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useGetList, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** The school's work that waits, by queue: what it lists, and who may open it. */
const QUEUES: { key: string; resource: string; need: StaffPermission }[] = [
  { key: 'documents', resource: 'documents', need: { resource: 'documents', action: 'review' } },
];

function Queue({ queue }: { queue: (typeof QUEUES)[number] }) {
  const translate = useTranslate();
  // the lists' default filters are their queues: one row is enough to learn how many wait
  const { total, isPending } = useGetList(queue.resource, { pagination: { page: 1, perPage: 1 } });
  return (
    <ListItemButton component={Link} to={`/${queue.resource}`}>
      <ListItemText
        primary={translate(`console.home.queues.${queue.key}`)}
        secondary={isPending ? '…' : translate('console.home.waiting', { smart_count: total ?? 0 })}
      />
    </ListItemButton>
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
