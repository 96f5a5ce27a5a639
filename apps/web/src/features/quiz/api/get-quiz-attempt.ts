import { getQuizAttempt } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { gradesQueryKey } from '../../grades/api/grades-query-key';

/** One submitted attempt; another student's answers 404, an attempt still open 409. */
export function getQuizAttemptQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...gradesQueryKey, 'quizAttempt', id],
    queryFn: ({ signal }) => call(getQuizAttempt, { params: { id } }, { signal }),
  });
}
