import { listCourses } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from './api';

/** The school's programs, to choose one by name (an instructor's, a list's filter). */
export function useProgramChoices() {
  const { data } = useQuery({
    queryKey: ['console', 'programs'],
    queryFn: () => call(listCourses, { query: { limit: 100 } }),
  });
  return (data?.results ?? []).map((course) => ({ id: course.id, name: course.name }));
}
