import type { TCourseSummary } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { useProgramPrice } from '../../../components/program-price';
import { useCourses } from '../api/list-courses';
import { useFormat } from '../../../lib/format';
import { PaymentPlanList } from '../components/payment-plan-list';

// the list call's largest page: every program of an institute fits
const ALL_PROGRAMS = 100;

function PriceCard({ course }: { course: TCourseSummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  const price = useProgramPrice();
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack spacing={1.5}>
          <Typography variant="h5" component="h2">
            {course.name}
          </Typography>
          <Typography variant="h4" component="p" sx={{ color: 'primary.main' }}>
            {price(course)}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {course.is_trial && course.trial_days !== null && course.trial_days > 0 && (
              <Chip
                size="small"
                color="primary"
                variant="outlined"
                label={t('catalogue.freeTrial', { count: course.trial_days })}
              />
            )}
            {course.enable_paid_at_school && !course.is_course_free && (
              <Chip size="small" variant="outlined" label={t('pricing.payAtSchool')} />
            )}
          </Stack>
          {course.is_cohort && course.cohorts.length > 0 && (
            <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {course.cohorts.map((cohort) => (
                <Typography component="li" variant="body2" key={cohort.id}>
                  <Trans
                    i18nKey="pricing.cohortPrice"
                    values={{
                      name: cohort.name,
                      start: format.date(cohort.start_date),
                      price:
                        cohort.is_free || cohort.price === 0
                          ? t('catalogue.free')
                          : format.money(cohort.price, course.price_currency),
                    }}
                    components={{ name: <span lang={cohort.lang} /> }}
                  />
                </Typography>
              ))}
            </Stack>
          )}
          {course.payment_plans.length > 0 ? (
            <PaymentPlanList plans={course.payment_plans} currency={course.price_currency} />
          ) : (
            !course.is_course_free && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('pricing.fullPaymentOnly')}
              </Typography>
            )
          )}
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={`/program/${course.id}`}
          variant="outlined"
          aria-label={t('pricing.viewProgramNamed', { name: course.name })}
        >
          {t('pricing.viewProgram')}
        </Button>
      </CardActions>
    </Card>
  );
}

export function PricingPage() {
  const { t } = useTranslation();
  const courses = useCourses({ limit: ALL_PROGRAMS });
  return (
    <Page title={t('pages.pricing.title')} subtitle={t('pages.pricing.description')}>
      {courses.isPending && (
        <Grid container spacing={3}>
          {[0, 1, 2].map((index) => (
            <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
              <Skeleton variant="rounded" height={320} />
            </Grid>
          ))}
        </Grid>
      )}
      {courses.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void courses.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('catalogue.loadFailed')}
        </Alert>
      )}
      {courses.data && courses.data.results.length === 0 && (
        <EmptyState title={t('catalogue.emptyTitle')} text={t('catalogue.emptyText')} />
      )}
      {courses.data && courses.data.results.length > 0 && (
        <Grid container spacing={3}>
          {courses.data.results.map((course) => (
            <Grid key={course.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <PriceCard course={course} />
            </Grid>
          ))}
        </Grid>
      )}
    </Page>
  );
}
