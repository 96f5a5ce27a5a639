import { Navigate, useParams } from 'react-router';
import { useQuiz } from '../api/get-quiz';
import { QuizLoader } from '../components/quiz-loader';

/** `quiz/{id}`: an attempt by its id, resumed where it stands. */
export function QuizPage() {
  const { id } = useParams();
  const attempt = Number(id);
  const quiz = useQuiz(attempt);
  if (!(attempt > 0)) return <Navigate to="/dashboard" replace />;
  return <QuizLoader quiz={quiz} />;
}
