import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PORTAL_PAGES, type TCourseDetail, type TSubscription } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router';
import { NotFoundView } from '../../../components/error-views';
import { RetryAlert } from '../../../components/retry-alert';
import { SentenceWithName } from '../../../components/sentence-with-name';
import { LoadingScreen } from '../../../components/loading-screen';
import { Page } from '../../../components/page';
import { isApiError } from '../../../lib/api-client';
import { loginPath, useSession } from '../../../lib/session';
import { useSubscriptions } from '../../enrolment/api/list-subscriptions';
import { useCourse } from '../../catalogue/api/get-course';
import { usePaymentPlans } from '../api/list-payment-plans';
import { useUpcomingInstallment } from '../api/get-upcoming-installment';
import { CheckoutForm } from '../components/checkout-form';

/** A visitor who joined by email signs in with that address to pay. */
function SignInToPay({ email }: { email: string | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography>{email ? t('checkout.signInAs', { email }) : t('checkout.signIn')}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('checkout.signInInvited')}
      </Typography>
      <Button
        component={RouterLink}
        to={loginPath(`${location.pathname}${location.search}`)}
        variant="contained"
        size="large"
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('checkout.signInButton')}
      </Button>
    </Stack>
  );
}

function NothingToPay({ subscription }: { subscription: TSubscription }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Alert severity="success">
        <SentenceWithName
          i18nKey="checkout.nothingToPay"
          name={subscription.course_name}
          lang={subscription.course_name_lang}
        />
      </Alert>
      <Stack direction="row" spacing={2}>
        <Button
          component={RouterLink}
          to={PORTAL_PAGES.room(subscription.course_slug, subscription.id)}
          variant="contained"
        >
          {t('checkout.goToProgram')}
        </Button>
        <Button component={RouterLink} to="/dashboard">
          {t('checkout.myPrograms')}
        </Button>
      </Stack>
    </Stack>
  );
}

function PayFor({ course, subscription }: { course: TCourseDetail; subscription: TSubscription }) {
  const { t } = useTranslation();
  const plans = usePaymentPlans({ course: course.id, cohort: subscription.cohort });
  const onPlan = subscription.payment_status === 'partially_paid';
  const installment = useUpcomingInstallment(subscription.id, onPlan);
  if (plans.isPending || (onPlan && installment.isPending)) return <LoadingScreen />;
  if (plans.isError || installment.isError) {
    return (
      <RetryAlert
        message={t('checkout.loadFailed')}
        onRetry={() => void Promise.all([plans.refetch(), installment.refetch()])}
      />
    );
  }
  if (onPlan && !installment.data) return <NothingToPay subscription={subscription} />;
  return (
    <CheckoutForm
      course={course}
      subscription={subscription}
      plans={plans.data}
      installment={onPlan ? (installment.data ?? null) : null}
    />
  );
}

/** The signed-in student's subscription to this program: the one named in the link, or their only one. */
function StudentCheckout({
  course,
  subscriptionId,
}: {
  course: TCourseDetail;
  subscriptionId: number | null;
}) {
  const { t } = useTranslation();
  const subscriptions = useSubscriptions();
  if (subscriptions.isPending) return <LoadingScreen />;
  if (subscriptions.isError)
    return <RetryAlert message={t('checkout.loadFailed')} onRetry={() => void subscriptions.refetch()} />;
  const subscription = subscriptions.data.results.find(
    (s) => s.course === course.id && (subscriptionId ? s.id === subscriptionId : s.status !== 'cancelled'),
  );
  if (!subscription) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <Alert severity="info">{t('checkout.noSubscription')}</Alert>
        <Button
          component={RouterLink}
          to={`/program/${course.id}`}
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('checkout.seeProgram')}
        </Button>
      </Stack>
    );
  }
  const owes =
    subscription.status !== 'cancelled' &&
    (subscription.payment_status === 'unpaid' || subscription.payment_status === 'partially_paid');
  return owes ? (
    <PayFor course={course} subscription={subscription} />
  ) : (
    <NothingToPay subscription={subscription} />
  );
}

/** `/checkout/{courseId}?subscription={id}&email={email}`: where a subscription is paid for. */
export function CheckoutPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [search] = useSearchParams();
  const courseId = Number(id);
  const valid = Number.isInteger(courseId) && courseId > 0;
  const subscriptionId = Number(search.get('subscription')) || null;
  const session = useSession();
  const course = useCourse(courseId, { enabled: valid });

  if (!valid || (isApiError(course.error) && course.error.status === 404)) return <NotFoundView />;
  return (
    <Page title={t('pages.checkout.title')} subtitle={course.data?.name}>
      {course.isPending || session.isPending ? (
        <LoadingScreen />
      ) : course.isError ? (
        <RetryAlert message={t('checkout.loadFailed')} onRetry={() => void course.refetch()} />
      ) : session.data ? (
        <StudentCheckout course={course.data} subscriptionId={subscriptionId} />
      ) : (
        <SignInToPay email={search.get('email')} />
      )}
    </Page>
  );
}
