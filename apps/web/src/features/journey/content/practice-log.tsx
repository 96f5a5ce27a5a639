import type { TPracticeEntry } from '@portal/contract';
import AddIcon from '@mui/icons-material/Add';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFormat } from '../../../lib/format';
import { useInstitute } from '../../institute/api/get-institute';
import { toast } from '../../../lib/toast';
import { useDeletePracticeEntry } from '../api/delete-practice-entry';
import { usePracticeEntries } from '../api/list-practice-entries';
import { ContentSection } from './content-section';
import { PracticeEntryDialog } from './practice-entry-dialog';
import { serverMessage } from './server-message';

const STATUS_COLOUR = { pending: 'default', approved: 'success', refused: 'error' } as const;

/** The school's calendar day: an entry may not be dated later. */
function schoolToday(timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timeZone ?? 'America/Toronto',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

function EntryCard({
  entry,
  canChange,
  onEdit,
  onDelete,
}: {
  entry: TPracticeEntry;
  canChange: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const date = format.date(entry.date);
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1.5, sm: 2 } }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {date}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', flexGrow: 1 }}>
          {t('content.minutes', { count: entry.duration_minutes })}
        </Typography>
        <Chip
          size="small"
          color={STATUS_COLOUR[entry.status]}
          label={t(`content.practice.status.${entry.status}`)}
        />
      </Stack>
      <Typography variant="body1" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {entry.note}
      </Typography>
      {entry.file && (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 1 }}>
          <AttachFileIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
          <Link
            href={entry.file.url}
            download={entry.file.name}
            variant="body2"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {entry.file.name}
          </Link>
        </Stack>
      )}
      {entry.remarks && (
        <Alert severity={entry.status === 'refused' ? 'warning' : 'info'} sx={{ mt: 1.5 }}>
          {t('content.practice.remarks', { remarks: entry.remarks })}
        </Alert>
      )}
      {canChange && entry.status === 'pending' && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
          <Button
            size="small"
            startIcon={<EditOutlinedIcon />}
            onClick={onEdit}
            aria-label={t('content.practice.editNamed', { date })}
          >
            {t('content.practice.edit')}
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            onClick={onDelete}
            aria-label={t('content.practice.deleteNamed', { date })}
          >
            {t('content.practice.delete')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}

/**
 * The student's practice log on a quota item: their entries with the school's review, and (while the
 * room is theirs to change) Add entry, and Edit and Delete on an entry still waiting for review.
 */
export function PracticeLog({
  subscriptionId,
  contentId,
  canAdd,
}: {
  subscriptionId: number;
  contentId: number;
  canAdd: boolean;
}) {
  const { t } = useTranslation();
  const { data: institute } = useInstitute();
  const entries = usePracticeEntries(subscriptionId, contentId);
  const remove = useDeletePracticeEntry(subscriptionId, contentId);
  const [editing, setEditing] = useState<TPracticeEntry | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TPracticeEntry | null>(null);
  const results = entries.data?.results ?? [];

  const confirmDelete = () => {
    const entry = deleting!;
    setDeleting(null);
    remove.mutate(entry.id, {
      onSuccess: () => toast.success(t('content.practice.deleted')),
      onError: (error) => toast.error(serverMessage(error, t('content.practice.deleteFailed'), t)),
    });
  };

  return (
    <ContentSection
      title={t('content.practice.title')}
      action={
        canAdd && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('content.practice.add')}
          </Button>
        )
      }
    >
      {entries.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void entries.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {serverMessage(entries.error, t('content.practice.loadFailed'), t)}
        </Alert>
      )}
      {entries.isSuccess && results.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t(canAdd ? 'content.practice.empty' : 'content.practice.emptyClosed')}
        </Typography>
      )}
      {results.length > 0 && (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label={t('content.practice.title')}>
          {results.map((entry) => (
            <EntryCard
              key={entry.id}
              entry={entry}
              canChange={canAdd}
              onEdit={() => setEditing(entry)}
              onDelete={() => setDeleting(entry)}
            />
          ))}
        </Stack>
      )}
      {editing && (
        <PracticeEntryDialog
          subscriptionId={subscriptionId}
          contentId={contentId}
          today={schoolToday(institute?.time_zone)}
          entry={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('content.practice.deleteTitle')}
        content={t('content.practice.deleteText')}
        confirmLabel={t('content.practice.delete')}
        confirmColor="error"
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </ContentSection>
  );
}
