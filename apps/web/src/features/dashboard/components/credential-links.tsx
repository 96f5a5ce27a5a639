import Button from '@mui/material/Button';
import type { TSubscription } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { certificatePath, transcriptPath } from '../../grades/api/grade-paths';
import { useSubscriptionCertificate } from '../../grades/api/get-subscription-certificate';
import { statusOf } from '../subscription-status';

/** A finished program's transcript, and its certificate once the school has issued one. */
export function CredentialLinks({ subscription }: { subscription: TSubscription }) {
  const { t } = useTranslation();
  const finished = statusOf(subscription) === 'graduated' || subscription.course_completion === 100;
  const issued = useSubscriptionCertificate(subscription.id, finished).data?.certificate;
  if (!finished) return null;
  return (
    <>
      <Button
        component={RouterLink}
        to={transcriptPath(subscription.id)}
        variant="outlined"
        sx={{ ml: '0 !important' }}
      >
        {t('grades.links.transcript')}
      </Button>
      {issued && (
        <Button
          component={RouterLink}
          to={certificatePath(issued.id)}
          variant="outlined"
          sx={{ ml: '0 !important' }}
        >
          {t('grades.links.certificate')}
        </Button>
      )}
    </>
  );
}
