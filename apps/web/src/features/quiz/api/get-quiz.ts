import { getQuiz, type TQuiz } from '@portal/contract';
import { call } from '../../../lib/api-client';

export function fetchQuiz(id: number, signal?: AbortSignal): Promise<TQuiz> {
  return call(getQuiz, { params: { id } }, { signal });
}
