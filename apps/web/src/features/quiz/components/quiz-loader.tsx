import { PORTAL_PAGES, type TQuiz } from '@portal/contract';
import { type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen';
import { errorMessage } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { forgetKeptAttempt } from '../kept-attempt';
import { QuizScreen } from './quiz-screen';

/**
 * An attempt being loaded: a failure shows the server's first non-field error and opens the
 * dashboard (spec section 8); a submitted attempt goes back to its item in the room.
 */
export function QuizLoader({ quiz }: { quiz: UseQueryResult<TQuiz> }) {
  const { t } = useTranslation();
  const error = quiz.error;
  const submitted = quiz.data?.status === 'submitted' ? quiz.data.id : null;
  useEffect(() => {
    // the server closed it (the timer, another tab): what this device kept can no longer count
    if (submitted !== null) forgetKeptAttempt(submitted);
  }, [submitted]);
  useEffect(() => {
    if (!error) return;
    toast.error(errorMessage(error, t) ?? t('quiz.failed'));
  }, [error, t]);
  if (quiz.isPending) return <LoadingScreen />;
  if (quiz.isError) return <Navigate to="/dashboard" replace />;
  const data = quiz.data;
  if (data.status === 'submitted')
    return <Navigate to={PORTAL_PAGES.room(data.course_slug, data.subscription, data.content)} replace />;
  return <QuizScreen quiz={data} />;
}
