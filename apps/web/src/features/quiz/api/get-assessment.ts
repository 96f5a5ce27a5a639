import { getAssessment } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { gradesQueryKey } from '../../grades/api/grades-query-key';

/** One submitted attempt; another student's answers 404, an attempt still open 409. */
export function getAssessmentQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...gradesQueryKey, 'assessment', id],
    queryFn: ({ signal }) => call(getAssessment, { params: { id } }, { signal }),
  });
}
