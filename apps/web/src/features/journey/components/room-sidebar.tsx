import EmojiEventsIcon from '@mui/icons-material/EmojiEventsOutlined';
import PsychologyIcon from '@mui/icons-material/PsychologyOutlined';
import VideocamIcon from '@mui/icons-material/VideocamOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  PORTAL_PAGES,
  type TJourneySection,
  type TSubscription,
  type TSubscriptionCertificate,
} from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { InstallmentDueBanner } from '../../../components/installment-due-banner';
import { reasonText } from '../../../lib/message-text';
import { useFormat } from '../../../lib/format';
import { useSubscriptionCertificate } from '../../grades/api/get-subscription-certificate';
import { gpaScorePath } from '../../grades/api/grade-paths';
import { useInstitute } from '../../institute/api/get-institute';
import { certificateAvailable, completionPath } from '../room-state';
import { SectionAccordion } from './section-accordion';

/** What the completion page says of the certificate, in one line of the sidebar. */
const LINK_TEXTS = {
  issued: 'journey.certificateReady',
  revoked: 'journey.certificateRevokedShort',
  awaiting_grading: 'journey.certificateWaiting',
  not_passed: 'journey.certificateHeld',
} as const satisfies Partial<Record<TSubscriptionCertificate['state'], string>>;

function CertificateBlock({ subscription, progress }: { subscription: TSubscription; progress: number }) {
  const { t } = useTranslation();
  const complete = certificateAvailable(progress, subscription.status);
  const certificate = useSubscriptionCertificate(subscription.id, complete);
  const state = certificate.data?.state;
  const linkText = state && state in LINK_TEXTS ? LINK_TEXTS[state as keyof typeof LINK_TEXTS] : null;
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <EmojiEventsIcon color={state === 'issued' ? 'warning' : 'disabled'} aria-hidden />
      <Stack spacing={0.5}>
        <Typography variant="subtitle2" component="h3">
          {t('journey.certificate')}
        </Typography>
        {complete && certificate.isPending ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('common.loading')}
          </Typography>
        ) : complete && linkText ? (
          <Link
            component={RouterLink}
            to={completionPath(subscription.course_slug, subscription.id)}
            variant="body2"
          >
            {t(linkText)}
          </Link>
        ) : complete && certificate.data?.reason ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {reasonText(certificate.data, t)}
          </Typography>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {subscription.status === 'trial' ? t('journey.certificateTrial') : t('journey.certificateLater')}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}

/** The room's left side: where the student stands in the program, and every item to go to. */
export function RoomSidebar({
  subscription,
  sections,
  progress,
  currentContent,
  onRetryOutline,
}: {
  subscription: TSubscription;
  sections: TJourneySection[];
  progress: number;
  currentContent: number | undefined;
  /** Set when reading the outline again failed: what shows is from before. */
  onRetryOutline?: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const institute = useInstitute().data;
  const slug = subscription.course_slug;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" lang={subscription.course_name_lang}>
        {subscription.course_name}
      </Typography>
      <InstallmentDueBanner subscription={subscription} />
      <div>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('journey.completion')}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('dashboard.percent', { percent: progress })}
          </Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={t('journey.completion')}
          sx={{ height: 8, borderRadius: 4 }}
        />
      </div>
      {subscription.has_gpa && (
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="body2">
            {t('journey.gpa', {
              score:
                subscription.gpa_final_score === null
                  ? t('dashboard.gpaPending')
                  : format.decimal(subscription.gpa_final_score),
            })}
          </Typography>
          <Link component={RouterLink} to={gpaScorePath(slug, subscription.id)} variant="body2">
            {t('journey.viewGrades')}
          </Link>
        </Stack>
      )}
      {(institute?.live_session_enabled || institute?.enable_power_tutor) && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {institute.live_session_enabled && (
            <Button
              component={RouterLink}
              to={`/program-journey/live-session/${slug}/${subscription.id}`}
              startIcon={<VideocamIcon />}
              variant="outlined"
              size="small"
            >
              {t('journey.liveSession')}
            </Button>
          )}
          {institute.enable_power_tutor && (
            <Button
              component={RouterLink}
              to={{ search: '?tutor=open' }}
              startIcon={<PsychologyIcon />}
              variant="outlined"
              size="small"
            >
              {t('journey.powerTutor')}
            </Button>
          )}
        </Stack>
      )}
      <Divider />
      {onRetryOutline && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={onRetryOutline}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('journey.contentsFailed')}
        </Alert>
      )}
      <nav aria-label={t('journey.outline')}>
        <SectionAccordion
          sections={sections}
          currentContent={currentContent}
          hrefOf={(contentId) => PORTAL_PAGES.room(slug, subscription.id, contentId)}
        />
      </nav>
      <CertificateBlock subscription={subscription} progress={progress} />
    </Stack>
  );
}
