import { startQuiz, type TQuiz, type TStartQuizRequest } from '@portal/contract';
import { call } from '../../../lib/api-client';

/** Starts an attempt, or resumes the open one: the server keeps its clock running. */
export function startOrResumeQuiz(body: TStartQuizRequest): Promise<TQuiz> {
  return call(startQuiz, { body });
}
