import { operation } from '../common/operation';
import { ZQuiz, ZQuizParams } from './quiz';

/** One attempt; an attempt whose time ran out is answered submitted. */
export const getQuiz = operation({
  method: 'GET',
  path: '/api/v1/quizzes/:id/',
  tag: 'quiz',
  summary: 'One attempt with its questions, answers so far and remaining time',
  params: ZQuizParams,
  response: ZQuiz,
  errors: [401, 403, 404],
});
