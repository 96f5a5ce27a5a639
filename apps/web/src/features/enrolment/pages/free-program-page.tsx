import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen';
import { SentenceWithName } from '../../../components/sentence-with-name';
import { useCourse } from '../../catalogue/api/get-course';
import { JoinScreen } from '../components/join-screen';

/** `/checkout/:id/free-program[/:cohortId]`: a free program, or a tuition-free cohort, joined by email. */
export function FreeProgramPage() {
  const { t } = useTranslation();
  const { id, cohortId } = useParams();
  const courseId = Number(id);
  const valid = Number.isInteger(courseId) && courseId > 0;
  const course = useCourse(courseId, { enabled: valid });
  if (!valid || course.isError) return <Navigate to="/404" replace />;
  if (course.isPending) return <LoadingScreen />;
  const cohort = cohortId === undefined ? null : course.data.cohorts.find((c) => String(c.id) === cohortId);
  if (cohort === undefined) return <Navigate to="/404" replace />;
  const free = cohort ? cohort.is_free || cohort.price === 0 : course.data.is_course_free;
  return (
    <JoinScreen
      course={course.data}
      cohort={cohort}
      title={t('enrolment.freeProgram.title', { name: course.data.name })}
      heading={
        <SentenceWithName
          i18nKey="enrolment.freeProgram.heading"
          name={course.data.name}
          lang={course.data.lang}
        />
      }
      subtitle={
        cohort ? (
          <SentenceWithName i18nKey="enrolment.join.cohortSubtitle" name={cohort.name} lang={cohort.lang} />
        ) : (
          t('enrolment.join.subtitle')
        )
      }
      notice={
        free
          ? t(cohort ? 'enrolment.freeProgram.cohortFree' : 'enrolment.freeProgram.programFree')
          : undefined
      }
    />
  );
}
