import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen';
import { SentenceWithName } from '../../../components/sentence-with-name';
import { useCourseBySlug } from '../../catalogue/api/get-course-by-slug';
import { JoinScreen } from '../components/join-screen';

/** `/program/:slug/cohort/:cohortId/join` and `/program/:slug/:cohortId/join`: join one cohort of a program. */
export function CohortJoinPage() {
  const { t } = useTranslation();
  const { slug = '', cohortId } = useParams();
  const course = useCourseBySlug(slug);
  if (course.isPending) return <LoadingScreen />;
  // the spec sends a join link whose program (or cohort) cannot be loaded to /404
  if (course.isError) return <Navigate to="/404" replace />;
  const cohort = course.data.cohorts.find((c) => String(c.id) === cohortId);
  if (!cohort) return <Navigate to="/404" replace />;
  return (
    <JoinScreen
      course={course.data}
      cohort={cohort}
      title={t('enrolment.join.title', { name: course.data.name })}
      heading={
        <SentenceWithName i18nKey="enrolment.join.heading" name={course.data.name} lang={course.data.lang} />
      }
      subtitle={
        <SentenceWithName i18nKey="enrolment.join.cohortSubtitle" name={cohort.name} lang={cohort.lang} />
      }
    />
  );
}
