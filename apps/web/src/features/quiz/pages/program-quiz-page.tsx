import { Navigate, useParams, useSearchParams } from 'react-router';
import { useStartQuiz } from '../api/start-quiz';
import { QuizLoader } from '../components/quiz-loader';

/**
 * `quiz/program/{courseId}/quiz/{quizId}?subscription=`: the quiz item opened from the room. Opening
 * it starts an attempt or resumes the open one, whose clock the server keeps.
 */
export function ProgramQuizPage() {
  const { quizId } = useParams();
  const [search] = useSearchParams();
  const content = Number(quizId);
  const subscription = Number(search.get('subscription'));
  const quiz = useStartQuiz({ content, subscription });
  if (!(content > 0 && subscription > 0)) return <Navigate to="/dashboard" replace />;
  return <QuizLoader quiz={quiz} />;
}
