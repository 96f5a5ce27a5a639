import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TCourseDetail } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen';
import { SentenceWithName } from '../../../components/sentence-with-name';
import { Page } from '../../../components/page';
import { useFormat } from '../../../lib/format';
import { useCourseBySlug } from '../../catalogue/api/get-course-by-slug';
import { JoinScreen } from '../components/join-screen';

/** A cohort program is joined by cohort: the course-wide link lists them to choose from. */
function ChooseCohort({ course }: { course: TCourseDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Page
      title={t('enrolment.join.title', { name: course.name })}
      heading={<SentenceWithName i18nKey="enrolment.join.heading" name={course.name} lang={course.lang} />}
      subtitle={t('messages.subscribe.cohortRequired')}
      maxWidth="md"
    >
      <Stack spacing={2}>
        {course.cohorts.length === 0 && <Typography>{t('catalogue.noCohorts')}</Typography>}
        {course.cohorts.map((cohort) => (
          <Card key={cohort.id} component="section" aria-label={cohort.name}>
            <CardContent>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
              >
                <div>
                  <Typography variant="h6" component="h2" lang={cohort.lang}>
                    {cohort.name}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('catalogue.dateRange', {
                      start: format.date(cohort.start_date),
                      end: format.date(cohort.end_date),
                    })}
                  </Typography>
                </div>
                <Button
                  component={RouterLink}
                  to={`/program/${course.slug}/cohort/${cohort.id}/join`}
                  variant="contained"
                  aria-label={t('catalogue.joinCohortNamed', { name: cohort.name })}
                >
                  {t('catalogue.joinCohort')}
                </Button>
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Page>
  );
}

/** `/program/:slug/course/join`: join a program that is not run in cohorts. */
export function CourseJoinPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const course = useCourseBySlug(slug);
  if (course.isPending) return <LoadingScreen />;
  // the spec sends a join link whose program cannot be loaded to /404
  if (course.isError) return <Navigate to="/404" replace />;
  if (course.data.is_cohort) return <ChooseCohort course={course.data} />;
  return (
    <JoinScreen
      course={course.data}
      cohort={null}
      title={t('enrolment.join.title', { name: course.data.name })}
      heading={
        <SentenceWithName i18nKey="enrolment.join.heading" name={course.data.name} lang={course.data.lang} />
      }
      subtitle={t('enrolment.join.subtitle')}
    />
  );
}
