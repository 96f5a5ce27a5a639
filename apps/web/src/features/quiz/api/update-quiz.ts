import { type TQuiz, type TUpdateQuizRequest, updateQuiz } from '@portal/contract';
import { call } from '../../../lib/api-client';

/** Saves answers and, with status submitted, submits; the answer queue sends it, retrying as needed. */
export function patchQuiz(id: number, body: TUpdateQuizRequest, signal?: AbortSignal): Promise<TQuiz> {
  return call(updateQuiz, { params: { id }, body }, { signal });
}
