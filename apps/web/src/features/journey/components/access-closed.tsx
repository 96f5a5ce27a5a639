import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import type { TSubscription } from '@portal/contract';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SentenceWithName } from '../../../components/sentence-with-name';
import { StatusScreen } from '../../../components/status-screen';
import { useFormat } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';

/** A cancelled subscription, or a graduate whose post-graduation access has ended (or never was). */
export function AccessClosed({ subscription }: { subscription: TSubscription }) {
  const { t } = useTranslation();
  const format = useFormat();
  const until = subscription.post_graduation_access_end_date;
  usePageTitle(t('enrolment.access.closedTitle'));
  const closedOn = until && subscription.can_access_course_post_graduation;
  const text = (
    <SentenceWithName
      i18nKey={
        subscription.status === 'cancelled'
          ? 'enrolment.access.cancelled'
          : closedOn
            ? 'enrolment.access.closedOn'
            : 'enrolment.access.closed'
      }
      name={subscription.course_name}
      lang={subscription.course_name_lang}
      values={closedOn ? { date: format.date(until) } : undefined}
    />
  );
  return (
    <StatusScreen
      icon={<EventBusyOutlinedIcon />}
      title={t('enrolment.access.closedTitle')}
      text={text}
      actions={
        <Button component={RouterLink} to="/dashboard" variant="contained" size="large">
          {t('enrolment.accessPending.goToDashboard')}
        </Button>
      }
    />
  );
}
