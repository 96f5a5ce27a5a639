import { listCourses } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from './api';

/** The school's programs, to choose one by name (an instructor's, a list's filter). */
export function useProgramChoices() {
  return usePrograms().map((course) => ({ id: course.id, name: course.name }));
}

/** The cohorts of every program, each named with its program. */
export function useCohortChoices() {
  return usePrograms().flatMap((course) =>
    course.cohorts.map((cohort) => ({ id: cohort.id, name: `${course.name} · ${cohort.name}` })),
  );
}

function usePrograms() {
  const { data } = useQuery({
    queryKey: ['console', 'programs'],
    queryFn: () => call(listCourses, { query: { limit: 100 } }),
  });
  return data?.results ?? [];
}
