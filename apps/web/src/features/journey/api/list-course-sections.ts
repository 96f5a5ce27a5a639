import { listCourseSections } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { journeyKey } from './journey-keys';

/** Every section of the program with its items and their state for the student, by index. */
export function useCourseSections(courseId: number, subscriptionId: number) {
  return useQuery({
    queryKey: [...journeyKey(subscriptionId), 'sections'],
    queryFn: ({ signal }) =>
      call(listCourseSections, { query: { course: courseId, subscription: subscriptionId } }, { signal }),
  });
}
