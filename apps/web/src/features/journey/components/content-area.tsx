import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { TContent } from '@portal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { preloadContentMarkdown } from '../content/content-markdown';
import { ContentView } from '../content/content-view';

/** The server refused the item because it is locked (it says why), not to send the student away. */
export function isLockedItemError(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && !error.redirectDashboard;
}

/**
 * The open item, or why it cannot be shown: a locked item shows the server's reason; the server's
 * other words show as a toast, and `redirect_dashboard` sends the student back to My Programs.
 */
export function ContentArea({
  content,
  courseId,
  readOnly,
}: {
  content: UseQueryResult<TContent>;
  courseId: number;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const error = isApiError(content.error) ? content.error : null;
  const locked = isLockedItemError(error);

  // the renderer comes in while the item is fetched
  useEffect(() => preloadContentMarkdown(), []);

  useEffect(() => {
    if (!error || locked) return;
    const message = errorMessage(error, t);
    if (message) toast.error(message);
    if (error.redirectDashboard) void navigate('/dashboard', { replace: true });
  }, [error, locked, navigate, t]);

  if (content.isPending) return <LoadingScreen />;
  if (error && locked) {
    return <Alert severity="info">{errorMessage(error, t) ?? t('journey.lockedItem')}</Alert>;
  }
  if (content.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void content.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {errorMessage(error, t) ?? t('journey.contentFailed')}
      </Alert>
    );
  }
  return <ContentView content={content.data} courseId={courseId} readOnly={readOnly} />;
}
