import { startQuiz, type TQuiz, type TStartQuizRequest } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { quizAttemptKey, quizAttemptQueryDefaults } from './get-quiz';

/** Starts an attempt, or resumes the open one: the server keeps its clock running. */
export function startOrResumeQuiz(body: TStartQuizRequest): Promise<TQuiz> {
  return call(startQuiz, { body });
}

/** The attempt a quiz item opens: a query, so opening it once starts (or resumes) one attempt. */
export function useStartQuiz({ content, subscription }: TStartQuizRequest) {
  return useQuery({
    queryKey: [...quizAttemptKey, content, subscription],
    queryFn: () => startOrResumeQuiz({ content, subscription }),
    enabled: content > 0 && subscription > 0,
    ...quizAttemptQueryDefaults,
  });
}
