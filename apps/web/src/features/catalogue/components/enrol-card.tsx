import type { TCourseDetail } from '@portal/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useProgramPrice } from '../../../components/program-price';
import { useFormat } from '../../../lib/format';
import { PaymentPlanList } from './payment-plan-list';

/** The price, the trial, the plans, and the way in: one join button, or one per cohort. */
export function EnrolCard({ course }: { course: TCourseDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const price = useProgramPrice();
  return (
    <Card
      component="aside"
      aria-label={t('catalogue.enrol')}
      sx={{ position: { md: 'sticky' }, top: { md: 96 } }}
    >
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h3" component="p" sx={{ color: 'primary.main' }}>
            {price(course)}
          </Typography>
          {course.is_trial && course.trial_days !== null && course.trial_days > 0 && (
            <Chip
              color="primary"
              variant="outlined"
              label={t('catalogue.freeTrial', { count: course.trial_days })}
              sx={{ alignSelf: 'flex-start' }}
            />
          )}
          {!course.is_cohort && (
            <Button
              component={RouterLink}
              to={`/program/${course.slug}/course/join`}
              variant="contained"
              size="large"
              fullWidth
            >
              {t('catalogue.join')}
            </Button>
          )}
          {course.is_cohort && (
            <>
              <Typography variant="h6" component="h2">
                {t('catalogue.cohorts')}
              </Typography>
              {course.cohorts.length === 0 && (
                <Typography variant="body2">{t('catalogue.noCohorts')}</Typography>
              )}
              {course.cohorts.map((cohort) => (
                <Stack
                  key={cohort.id}
                  spacing={1}
                  sx={{ p: 2, borderRadius: 1, bgcolor: 'background.neutral' }}
                >
                  <Typography variant="subtitle1" component="h3" lang={cohort.lang}>
                    {cohort.name}
                  </Typography>
                  <Typography variant="body2">
                    {t('catalogue.dateRange', {
                      start: format.date(cohort.start_date),
                      end: format.date(cohort.end_date),
                    })}
                  </Typography>
                  <Typography variant="body2">
                    {cohort.is_free || cohort.price === 0
                      ? t('catalogue.free')
                      : format.money(cohort.price, course.price_currency)}
                    {cohort.seats !== null && ` · ${t('catalogue.seats', { count: cohort.seats })}`}
                  </Typography>
                  {cohort.instructor_detail && (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t('catalogue.instructor', {
                        name: `${cohort.instructor_detail.iap_user.first_name} ${cohort.instructor_detail.iap_user.last_name}`,
                      })}
                    </Typography>
                  )}
                  <Button
                    component={RouterLink}
                    to={`/program/${course.slug}/cohort/${cohort.id}/join`}
                    variant="contained"
                    aria-label={t('catalogue.joinCohortNamed', { name: cohort.name })}
                  >
                    {t('catalogue.joinCohort')}
                  </Button>
                </Stack>
              ))}
            </>
          )}
          {course.payment_plans.length > 0 && (
            <>
              <Divider />
              <Typography variant="h6" component="h2">
                {t('catalogue.paymentPlans')}
              </Typography>
              <PaymentPlanList plans={course.payment_plans} currency={course.price_currency} />
            </>
          )}
          {course.enable_paid_at_school && !course.is_course_free && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('catalogue.paidAtSchool')}
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
