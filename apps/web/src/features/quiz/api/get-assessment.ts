import { getAssessment, ZAssessment } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, buildPath } from '../../../lib/api-client';
import { gradesQueryKey } from '../../../lib/grades/grades-query-key';

/** One submitted attempt; another student's answers 404, an attempt still open 409. */
export function getAssessmentQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...gradesQueryKey, 'assessment', id],
    queryFn: ({ signal }) =>
      apiFetch(buildPath(getAssessment.path, { id }), {
        schema: import.meta.env.DEV ? ZAssessment : undefined,
        signal,
      }),
  });
}
