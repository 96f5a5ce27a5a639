import { getQuiz, type TQuiz } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function fetchQuiz(id: number, signal?: AbortSignal): Promise<TQuiz> {
  return call(getQuiz, { params: { id } }, { signal });
}

/** The key every open attempt starts with. */
export const quizAttemptKey = ['quiz-attempt'] as const;

/**
 * An attempt is read once as the quiz opens and never again behind the student, whose answers the
 * screen holds; closed, it is forgotten, so opening the quiz again asks the server where it stands.
 */
export const quizAttemptQueryDefaults = {
  retry: false,
  gcTime: 0,
  staleTime: Infinity,
  refetchOnWindowFocus: false,
} as const;

/** An attempt by its id, resumed where it stands; idle without a valid id. */
export function useQuiz(id: number) {
  return useQuery({
    queryKey: [...quizAttemptKey, 'by-id', id],
    queryFn: ({ signal }) => fetchQuiz(id, signal),
    enabled: id > 0,
    ...quizAttemptQueryDefaults,
  });
}
