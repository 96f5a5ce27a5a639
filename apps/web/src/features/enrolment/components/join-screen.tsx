import type { TCourseDetail } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/loading-screen';
import { Page } from '../../../components/page';
import { useSession } from '../../../lib/session';
import { JoinForm } from './join-form';
import { type Cohort, ProgramSummary } from './program-summary';

type JoinScreenProps = {
  course: TCourseDetail;
  cohort: Cohort | null;
  /** The document's title; `heading` shows it with the program's name marked in its language. */
  title: string;
  heading: ReactNode;
  subtitle: ReactNode;
  /** Said above the form, such as that the program is free. */
  notice?: ReactNode;
};

/** The program on one side, the email form on the other (stacked on a phone). */
export function JoinScreen({ course, cohort, title, heading, subtitle, notice }: JoinScreenProps) {
  const { t } = useTranslation();
  const { data: session, isPending } = useSession();
  const headingId = useId();
  return (
    <Page title={title} heading={heading} subtitle={subtitle} maxWidth="md">
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <ProgramSummary course={course} cohort={cohort} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card component="section" aria-labelledby={headingId}>
            <CardContent>
              <Stack spacing={2}>
                <Typography id={headingId} variant="h5" component="h2">
                  {t('enrolment.join.formHeading')}
                </Typography>
                {notice && <Alert severity="success">{notice}</Alert>}
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {session ? t('enrolment.join.signedInText') : t('enrolment.join.visitorText')}
                </Typography>
                {isPending ? (
                  <LoadingScreen />
                ) : (
                  <JoinForm course={course} cohortId={cohort?.id ?? null} email={session?.user.email} />
                )}
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Page>
  );
}
