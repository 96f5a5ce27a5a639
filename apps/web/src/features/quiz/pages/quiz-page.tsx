import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { fetchQuiz } from '../api/get-quiz';
import { QuizLoader } from '../components/quiz-loader';

/** `quiz/{id}`: an attempt by its id, resumed where it stands. */
export function QuizPage() {
  const { id } = useParams();
  const attempt = Number(id);
  const quiz = useQuery({
    queryKey: ['quiz-attempt', 'by-id', attempt],
    queryFn: ({ signal }) => fetchQuiz(attempt, signal),
    enabled: attempt > 0,
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  if (!(attempt > 0)) return <Navigate to="/dashboard" replace />;
  return <QuizLoader quiz={quiz} />;
}
