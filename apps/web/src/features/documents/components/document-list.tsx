import type { TStudentDocument } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDocuments, useDocumentsQueryKey } from '../api/list-documents';
import { useSaveDocuments } from '../api/save-documents';
import { withoutFile } from '../documents-state';
import { DocumentItem } from './document-item';

/** The spec shows a failed save's error data as it came. */
function saveErrorText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status !== 0 && error.data !== null) {
    return typeof error.data === 'string' ? error.data : JSON.stringify(error.data);
  }
  return fallback;
}

/**
 * The documents card of /document and of the profile: every requirement, and Save for the uploads.
 * `titled` is false where the page's own heading already says what the list is.
 */
export function DocumentList({ titled = true }: { titled?: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const queryKey = useDocumentsQueryKey();
  const headingId = useId();
  const { data: items, isPending, isError, refetch } = useDocuments();
  const save = useSaveDocuments();
  // a saved file taken away is a change to save as well, though its status reads like any other
  const [removedSaved, setRemovedSaved] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const unsaved = removedSaved || Boolean(items?.some((item) => item.status === 'pending_to_submit'));

  const removeFile = (item: TStudentDocument) => {
    if (item.status !== 'pending_to_submit') setRemovedSaved(true);
    queryClient.setQueryData<TStudentDocument[]>(queryKey, (list) => list && withoutFile(list, item.id));
  };

  const submit = () => {
    if (!items) return;
    setSaveError(null);
    save.mutate(items, {
      onSuccess: () => {
        setRemovedSaved(false);
        toast.success(t('documents.saved'));
      },
      onError: (error) => setSaveError(saveErrorText(error, t('documents.saveFailed'))),
    });
  };

  return (
    <Card
      component="section"
      aria-labelledby={titled ? headingId : undefined}
      aria-label={titled ? undefined : t('documents.title')}
    >
      {titled && (
        <CardHeader
          title={t('documents.title')}
          subheader={t('documents.intro')}
          slotProps={{
            title: { id: headingId, component: 'h2', variant: 'h5' },
            subheader: { variant: 'body2' },
          }}
        />
      )}
      <CardContent sx={{ pt: titled ? 0 : undefined, px: { xs: 1.5, sm: 2 } }}>
        {isPending ? (
          <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton variant="rounded" height={120} />
            <Skeleton variant="rounded" height={120} />
          </Stack>
        ) : isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {t('common.retry')}
              </Button>
            }
          >
            {t('documents.loadFailed')}
          </Alert>
        ) : items.length === 0 ? (
          <EmptyState title={t('documents.emptyTitle')} text={t('documents.emptyText')} />
        ) : (
          <>
            <Stack spacing={2}>
              {items.map((item) => (
                <DocumentItem
                  key={item.id}
                  item={item}
                  onRemoveFile={removeFile}
                  // the page's own list sits under its h1, the profile's under the card's h2
                  headingLevel={titled ? 'h3' : 'h2'}
                />
              ))}
            </Stack>
            {saveError && (
              <Alert severity="error" role="alert" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
                {saveError}
              </Alert>
            )}
            <Box
              sx={{
                mt: 2,
                display: 'flex',
                flexWrap: 'wrap',
                gap: 2,
                alignItems: 'center',
                justifyContent: 'flex-end',
              }}
            >
              {unsaved && (
                <Typography variant="body2" sx={{ color: 'warning.dark', flex: '1 1 240px' }}>
                  {t('documents.unsavedHint')}
                </Typography>
              )}
              <Button variant="contained" disabled={!unsaved} loading={save.isPending} onClick={submit}>
                {t('documents.save')}
              </Button>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
