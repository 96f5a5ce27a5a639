import { listCourseSections } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { sectionsKey } from './journey-keys';

/** Every section of the program with its items and their state for the student, by index. */
export function useCourseSections(courseId: number, subscriptionId: number) {
  return useQuery({
    queryKey: sectionsKey(subscriptionId),
    queryFn: ({ signal }) =>
      call(listCourseSections, { query: { course: courseId, subscription: subscriptionId } }, { signal }),
  });
}
