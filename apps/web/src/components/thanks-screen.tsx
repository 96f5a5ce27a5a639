import { PORTAL_PAGES } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router';
import { useCourse } from '../features/catalogue/api/get-course';
import { loginPath, useSession } from '../lib/session';
import { useSubscriptions } from '../features/enrolment/api/list-subscriptions';
import { usePageTitle } from '../lib/use-page-title';
import { LoadingScreen } from './loading-screen';
import { StatusScreen } from './status-screen';

/** What the join form passes on to the page it opens: who joined, and whether they were invited. */
export type JoinedState = { email: string; invited: boolean };

function joinedState(state: unknown): JoinedState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { email, invited } = state as Partial<JoinedState>;
  return typeof email === 'string' && typeof invited === 'boolean' ? { email, invited } : null;
}

/** The program of a `/checkout/:id/…` page, and the subscription its `?subscription=` names. */
function useCheckoutProgram() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params] = useSearchParams();
  const courseId = Number(id);
  const valid = Number.isInteger(courseId) && courseId > 0;
  const course = useCourse(courseId, { enabled: valid });
  const subscriptionId = Number(params.get('subscription'));
  return {
    course: course.data,
    loading: valid && course.isPending,
    name: course.data?.name ?? t('enrolment.thanks.yourProgram'),
    /** The name's language; none for "your program", which is the page's own words. */
    lang: course.data?.lang,
    subscriptionId: Number.isInteger(subscriptionId) && subscriptionId > 0 ? subscriptionId : null,
  };
}

type NextStepsProps = {
  courseId: number | undefined;
  courseSlug: string | undefined;
  subscriptionId: number | null;
  programOpen: boolean;
};

/**
 * Signed in: the way into the program and to My Programs. Signed out: the invitation the join mailed,
 * or a reminder to sign in with the email used, and the Sign in button.
 */
function NextSteps({ courseId, courseSlug, subscriptionId, programOpen }: NextStepsProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { data: session, isPending } = useSession();
  const subscriptions = useSubscriptions();
  const joined = joinedState(location.state);
  if (isPending) return null;

  if (!session) {
    return (
      <Stack spacing={3} sx={{ alignItems: 'center' }}>
        <Alert severity="info" sx={{ textAlign: 'left' }}>
          {joined?.invited
            ? t('enrolment.thanks.invited', { email: joined.email })
            : joined
              ? t('enrolment.thanks.signInAs', { email: joined.email })
              : t('enrolment.thanks.signIn')}
        </Alert>
        <Button component={RouterLink} to={loginPath('/dashboard')} variant="contained" size="large">
          {t('enrolment.thanks.signInButton')}
        </Button>
      </Stack>
    );
  }

  // without ?subscription= the student's own subscription to the program still leads the way in
  const id = subscriptionId ?? subscriptions.data?.results.find((s) => s.course === courseId)?.id;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
      {programOpen && courseSlug && id !== undefined && (
        <Button
          component={RouterLink}
          to={PORTAL_PAGES.room(courseSlug, id)}
          variant="contained"
          size="large"
        >
          {t('enrolment.thanks.goToProgram')}
        </Button>
      )}
      <Button component={RouterLink} to="/dashboard" variant="outlined" size="large">
        {t('enrolment.thanks.myPrograms')}
      </Button>
    </Stack>
  );
}

type CheckoutProgram = ReturnType<typeof useCheckoutProgram>;

type ThanksScreenProps = {
  icon: ReactNode;
  title: string;
  /** What happened and what comes next, one paragraph each, given the program. */
  paragraphs: (program: CheckoutProgram) => ReactNode[];
  /** False while the program waits for a payment to be confirmed: Go to Program would only say so. */
  programOpen?: boolean;
  /** Shown above the ways on, such as a payment still being confirmed. */
  children?: ReactNode;
};

/** The page a join or a payment ends on: what happened, and the way on from here. */
export function ThanksScreen({ icon, title, paragraphs, programOpen = true, children }: ThanksScreenProps) {
  const program = useCheckoutProgram();
  usePageTitle(title);
  if (program.loading) return <LoadingScreen />;
  // a fixed list of paragraphs: its order is all that tells them apart
  const text = paragraphs(program).map((paragraph, index) => (
    <Typography key={index} component="p" sx={{ mb: 1.5 }}>
      {paragraph}
    </Typography>
  ));
  return (
    <StatusScreen icon={icon} title={title} text={text}>
      {children}
      <NextSteps
        courseId={program.course?.id}
        courseSlug={program.course?.slug}
        subscriptionId={program.subscriptionId}
        programOpen={programOpen}
      />
    </StatusScreen>
  );
}
