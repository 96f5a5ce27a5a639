import type { TCourseDetail } from '@portal/contract';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useProgramPrice } from '../../../components/program-price';
import { useFormat } from '../../../lib/format';

export type Cohort = TCourseDetail['cohorts'][number];

/** What the student is joining: the program, its price, and the chosen cohort's dates and price. */
export function ProgramSummary({ course, cohort }: { course: TCourseDetail; cohort: Cohort | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const price = useProgramPrice();
  const cohortPrice =
    cohort &&
    (cohort.is_free || cohort.price === 0
      ? t('catalogue.free')
      : format.money(cohort.price, course.price_currency));
  const instructor = cohort?.instructor_detail?.iap_user;
  return (
    <Card component="section" aria-label={t('enrolment.join.summary')} sx={{ height: '100%' }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
            {t('enrolment.join.program')}
          </Typography>
          <Typography variant="h5" component="h2" lang={course.lang} sx={{ mt: '0 !important' }}>
            {course.name}
          </Typography>
          {course.short_description && (
            <Typography variant="body2" lang={course.lang} sx={{ color: 'text.secondary' }}>
              {course.short_description}
            </Typography>
          )}
          <Typography variant="h4" component="p" sx={{ color: 'primary.main' }}>
            {cohortPrice ?? price(course)}
          </Typography>
          {course.is_trial && course.trial_days !== null && course.trial_days > 0 && (
            <Chip
              color="primary"
              variant="outlined"
              label={t('catalogue.freeTrial', { count: course.trial_days })}
              sx={{ alignSelf: 'flex-start' }}
            />
          )}
          {cohort && (
            <>
              <Divider />
              <Stack spacing={0.5}>
                <Typography variant="subtitle1" component="h3" lang={cohort.lang}>
                  {cohort.name}
                </Typography>
                <Typography variant="body2">
                  {t('catalogue.dateRange', {
                    start: format.date(cohort.start_date),
                    end: format.date(cohort.end_date),
                  })}
                </Typography>
                {cohort.seats !== null && (
                  <Typography variant="body2">{t('catalogue.seats', { count: cohort.seats })}</Typography>
                )}
                {instructor && (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('catalogue.instructor', { name: `${instructor.first_name} ${instructor.last_name}` })}
                  </Typography>
                )}
              </Stack>
            </>
          )}
          <Link component={RouterLink} to={`/program/${course.id}`} variant="body2">
            {t('enrolment.join.details')}
          </Link>
        </Stack>
      </CardContent>
    </Card>
  );
}
