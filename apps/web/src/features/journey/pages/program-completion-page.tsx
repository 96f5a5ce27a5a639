import EmojiEventsIcon from '@mui/icons-material/EmojiEventsOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PORTAL_PAGES, type THeldItem, type TSubscription } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen';
import { SentenceWithName } from '../../../components/sentence-with-name';
import { reasonText } from '../../../lib/message-text';
import { useFormat } from '../../../lib/format';
import { certificatePath, transcriptPath } from '../../grades/api/grade-paths';
import { useSubscriptionCertificate } from '../../grades/api/get-subscription-certificate';
import { useInstitute } from '../../institute/api/get-institute';
import { useSubscription } from '../../enrolment/api/get-subscription';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCourseSections } from '../api/list-course-sections';
import { certificateAvailable } from '../room-state';

/** The required items that hold the certificate, each with the pass mark it needs. */
function HeldItems({ subscription, holding }: { subscription: TSubscription; holding: THeldItem[] }) {
  const { t } = useTranslation();
  return (
    <List dense disablePadding sx={{ mt: 1 }}>
      {holding.map((item) => (
        <ListItem key={item.content} disableGutters sx={{ py: 0 }}>
          <ListItemText
            primary={
              <Link
                component={RouterLink}
                to={PORTAL_PAGES.room(subscription.course_slug, subscription.id, item.content)}
                color="inherit"
              >
                {item.name}
              </Link>
            }
            secondary={t(item.status === 'not_passed' ? 'journey.heldNotPassed' : 'journey.heldAwaiting', {
              percent: item.pass_mark_percent,
            })}
          />
        </ListItem>
      ))}
    </List>
  );
}

/**
 * Where the certificate stands: issued on this first look once the program is passed, waiting for
 * grading, held by a pass mark not reached, or revoked; with the transcript in every case.
 */
function CertificateStanding({ subscription }: { subscription: TSubscription }) {
  const { t } = useTranslation();
  const school = useInstitute().data?.name ?? '';
  const certificate = useSubscriptionCertificate(subscription.id);
  if (certificate.isPending) return <LinearProgress aria-label={t('common.loading')} />;
  const data = certificate.data;
  const issued = data?.state === 'issued' ? data.certificate : null;
  const revoked = data?.state === 'revoked' ? data.certificate : null;
  const transcript = (
    <Button component={RouterLink} to={transcriptPath(subscription.id)} color="inherit" size="small">
      {t('journey.viewTranscript')}
    </Button>
  );
  // below the text rather than as the alert's action, which squeezes them beside it on a phone
  const actions = (link: { to: string; label: string } | null) => (
    <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, ml: -0.5, flexWrap: 'wrap' }}>
      {link && (
        <Button component={RouterLink} to={link.to} color="inherit" size="small">
          {link.label}
        </Button>
      )}
      {transcript}
    </Stack>
  );
  if (issued)
    return (
      <Alert severity="success" icon={<EmojiEventsIcon />}>
        {t('journey.certificateIssuedNow')}
        {actions({ to: certificatePath(issued.id), label: t('journey.viewCertificate') })}
      </Alert>
    );
  if (revoked)
    return (
      <Alert severity="error">
        <AlertTitle>{t('journey.revokedTitle')}</AlertTitle>
        {t('journey.revokedText', { school })}
        {actions({ to: certificatePath(revoked.id), label: t('journey.seeWhy') })}
      </Alert>
    );
  if (data?.state === 'awaiting_grading' || data?.state === 'not_passed') {
    const waiting = data.state === 'awaiting_grading';
    return (
      <Alert severity={waiting ? 'info' : 'warning'}>
        <AlertTitle>{waiting ? t('journey.waitingTitle') : t('journey.notPassedTitle')}</AlertTitle>
        {waiting ? t('journey.waitingText') : t('journey.notPassedText')}
        <HeldItems subscription={subscription} holding={data.standing.holding} />
        {actions(null)}
      </Alert>
    );
  }
  return (
    <Alert severity="info">
      {data?.reason ? reasonText(data, t) : t('journey.certificateIssued', { school })}
      {actions(null)}
    </Alert>
  );
}

function Completion({ subscription }: { subscription: TSubscription }) {
  const { t } = useTranslation();
  const format = useFormat();
  const sections = useCourseSections(subscription.course, subscription.id);
  const gated =
    sections.data?.mandatory_content_progress === 100 && certificateAvailable(100, subscription.status);
  const passed = useSubscriptionCertificate(subscription.id, gated).data?.standing.state === 'passed';
  usePageTitle(t('journey.completionTitle'));
  if (sections.isPending) return <LoadingScreen />;
  if (sections.isError)
    return <Navigate to={PORTAL_PAGES.room(subscription.course_slug, subscription.id)} replace />;
  const progress = sections.data.mandatory_content_progress;
  const done = progress === 100;
  const ordered = [...sections.data.results].sort((a, b) => a.index - b.index);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack spacing={3}>
        <Box sx={{ textAlign: 'center' }}>
          <EmojiEventsIcon
            sx={{ fontSize: 64, color: passed ? 'warning.main' : 'text.disabled' }}
            aria-hidden
          />
          <Typography variant="h3" component="h1" sx={{ mt: 1 }}>
            <SentenceWithName
              i18nKey={
                passed
                  ? 'journey.passedHeading'
                  : done
                    ? 'journey.completedHeading'
                    : 'journey.inProgressHeading'
              }
              name={subscription.course_name}
              lang={subscription.course_name_lang}
              values={{ percent: progress }}
            />
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 1 }}>
            {done ? t('journey.completedText') : t('journey.inProgressText')}
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={t('journey.completion')}
          sx={{ height: 10, borderRadius: 5 }}
        />
        <Paper variant="outlined">
          <List disablePadding aria-label={t('journey.outline')}>
            {ordered.map((section) => (
              <ListItem key={section.id} divider>
                <ListItemText
                  primary={section.name}
                  secondary={t('journey.sectionDone', {
                    done: section.contents.filter((c) => c.is_completed).length,
                    count: section.contents.length,
                  })}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
        {subscription.has_gpa && subscription.gpa_final_score !== null && (
          <Typography variant="h6" component="p">
            {passed ? t('journey.finalGpa') : t('journey.gpaSoFar')}:{' '}
            {format.decimal(subscription.gpa_final_score)}
          </Typography>
        )}
        {certificateAvailable(progress, subscription.status) && (
          <CertificateStanding subscription={subscription} />
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <Button
            component={RouterLink}
            to={PORTAL_PAGES.room(subscription.course_slug, subscription.id)}
            variant="outlined"
          >
            {t('journey.backToProgram')}
          </Button>
          <Button component={RouterLink} to="/dashboard" variant="contained">
            {t('journey.myPrograms')}
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}

/**
 * `program-completion/{slug}/{id}`: what the student completed, apart from whether they passed, the
 * grade, and where the certificate stands.
 */
export function ProgramCompletionPage() {
  const { id } = useParams();
  const subscription = useSubscription(Number(id));
  if (!(Number(id) > 0)) return <Navigate to="/dashboard" replace />;
  if (subscription.isPending) return <LoadingScreen />;
  if (subscription.isError || subscription.data.access === 'pending' || subscription.data.access === 'closed')
    return <Navigate to="/dashboard" replace />;
  return <Completion subscription={subscription.data} />;
}
