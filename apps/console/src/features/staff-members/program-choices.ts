import { listCourses } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';

/** The school's programs, for assigning an instructor. */
export function useProgramChoices() {
  const { data } = useQuery({
    queryKey: ['console', 'programs'],
    queryFn: () => call(listCourses, { query: { limit: 100 } }),
  });
  return (data?.results ?? []).map((course) => ({ id: course.id, name: course.name }));
}
