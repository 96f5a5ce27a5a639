import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { HelpDialog } from '../../../components/help-dialog';
import { Page } from '../../../components/page';
import { RetryAlert } from '../../../components/retry-alert';
import { useInstitute } from '../../institute/api/get-institute';
import { useSupportRequests } from '../api/list-support-requests';
import { SupportRequestCard } from '../components/support-request-card';

/** `/support`: what the student asked the school, newest first, with the school's answers. */
export function SupportPage() {
  const { t } = useTranslation();
  const [helpOpen, setHelpOpen] = useState(false);
  const requests = useSupportRequests();
  const { data: institute } = useInstitute();
  const items = requests.data?.pages.flatMap((page) => page.results) ?? [];
  const openHelp = () => setHelpOpen(true);

  let content;
  if (requests.isPending) {
    content = (
      <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  } else if (requests.isError && items.length === 0) {
    content = <RetryAlert message={t('support.loadFailed')} onRetry={() => void requests.refetch()} />;
  } else if (items.length === 0) {
    content = (
      <EmptyState
        icon={<SupportAgentOutlinedIcon />}
        title={t('support.empty.title')}
        text={t('support.empty.text')}
        action={
          <Button variant="contained" onClick={openHelp}>
            {t('support.askForHelp')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <>
        <Stack spacing={2}>
          {items.map((request) => (
            <SupportRequestCard key={request.id} request={request} schoolName={institute?.name} />
          ))}
        </Stack>
        {requests.isFetchNextPageError && (
          <Box sx={{ mt: 2 }}>
            <RetryAlert message={t('support.loadFailed')} onRetry={() => void requests.fetchNextPage()} />
          </Box>
        )}
        {requests.hasNextPage && !requests.isFetchNextPageError && (
          <Box sx={{ mt: 3, textAlign: 'center' }}>
            <Button
              variant="outlined"
              loading={requests.isFetchingNextPage}
              onClick={() => void requests.fetchNextPage()}
            >
              {t('support.loadMore')}
            </Button>
          </Box>
        )}
      </>
    );
  }

  return (
    <Page
      title={t('support.title')}
      subtitle={t('support.description')}
      maxWidth="md"
      actions={
        items.length > 0 ? (
          <Button variant="contained" onClick={openHelp}>
            {t('support.askForHelp')}
          </Button>
        ) : undefined
      }
    >
      {content}
      <HelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </Page>
  );
}
