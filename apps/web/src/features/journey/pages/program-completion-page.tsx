import EmojiEventsIcon from '@mui/icons-material/EmojiEventsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TSubscription } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen';
import { useFormat } from '../../../lib/format';
import { certificatePath, transcriptPath } from '../../../lib/grades/grade-paths';
import { useSubscriptionCertificate } from '../../../lib/grades/subscription-certificate';
import { useInstitute } from '../../../lib/institute/get-institute';
import { useSubscription } from '../../../lib/subscriptions/get-subscriptions';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCourseSections } from '../api/get-sections';
import { certificateAvailable, roomItemPath } from '../room-state';

/** The certificate, issued on this first look once the program is complete, and the transcript. */
function CertificateLinks({ subscription }: { subscription: TSubscription }) {
  const { t } = useTranslation();
  const school = useInstitute().data?.name ?? '';
  const certificate = useSubscriptionCertificate(subscription.id);
  const issued = certificate.data?.certificate;
  return (
    <Alert
      severity="success"
      icon={<EmojiEventsIcon />}
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {issued && (
            <Button component={RouterLink} to={certificatePath(issued.id)} color="inherit" size="small">
              {t('journey.viewCertificate')}
            </Button>
          )}
          <Button component={RouterLink} to={transcriptPath(subscription.id)} color="inherit" size="small">
            {t('journey.viewTranscript')}
          </Button>
        </Stack>
      }
    >
      {issued ? t('journey.certificateIssuedNow') : t('journey.certificateIssued', { school })}
    </Alert>
  );
}

function Completion({ subscription }: { subscription: TSubscription }) {
  const { t } = useTranslation();
  const format = useFormat();
  const sections = useCourseSections(subscription.course, subscription.id);
  usePageTitle(t('journey.completionTitle'));
  if (sections.isPending) return <LoadingScreen />;
  if (sections.isError)
    return <Navigate to={roomItemPath(subscription.course_slug, subscription.id)} replace />;
  const progress = sections.data.mandatory_content_progress;
  const done = progress === 100;
  const ordered = [...sections.data.results].sort((a, b) => a.index - b.index);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack spacing={3}>
        <Box sx={{ textAlign: 'center' }}>
          <EmojiEventsIcon
            sx={{ fontSize: 64, color: done ? 'warning.main' : 'text.disabled' }}
            aria-hidden
          />
          <Typography variant="h3" component="h1" sx={{ mt: 1 }}>
            {done
              ? t('journey.completedHeading', { name: subscription.course_name })
              : t('journey.inProgressHeading', { percent: progress, name: subscription.course_name })}
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
            {t('journey.finalGpa')}: {format.decimal(subscription.gpa_final_score)}
          </Typography>
        )}
        {certificateAvailable(progress, subscription.status) && (
          <CertificateLinks subscription={subscription} />
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <Button
            component={RouterLink}
            to={roomItemPath(subscription.course_slug, subscription.id)}
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

/** `program-completion/{slug}/{id}`: what the student completed, the grade, and the certificate when it is theirs. */
export function ProgramCompletionPage() {
  const { id } = useParams();
  const subscription = useSubscription(Number(id));
  if (!(Number(id) > 0)) return <Navigate to="/dashboard" replace />;
  if (subscription.isPending) return <LoadingScreen />;
  if (subscription.isError || subscription.data.access === 'pending' || subscription.data.access === 'closed')
    return <Navigate to="/dashboard" replace />;
  return <Completion subscription={subscription.data} />;
}
