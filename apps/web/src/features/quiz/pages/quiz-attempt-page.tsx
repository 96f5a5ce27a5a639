import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PORTAL_PAGES, type TMarkedAnswer, type TQuizAttempt } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { NotFoundView } from '../../../components/error-views';
import { LoadingScreen } from '../../../components/loading-screen';
import { Page } from '../../../components/page';
import { RetryAlert } from '../../../components/retry-alert';
import { isApiError } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format';
import { gpaScorePath } from '../../grades/api/grade-paths';
import { getQuizAttemptQueryOptions } from '../api/get-quiz-attempt';

/** An option's mark: right, the student's wrong choice, or just chosen when answers stay hidden. */
function markOf(isChosen: boolean, isCorrect: boolean, answersShown: boolean) {
  if (isCorrect) return { Icon: CheckCircleIcon, colour: 'success.main' };
  if (isChosen && answersShown) return { Icon: CancelIcon, colour: 'error.main' };
  if (isChosen) return { Icon: RadioButtonCheckedIcon, colour: 'primary.main' };
  return { Icon: RadioButtonUncheckedIcon, colour: 'text.disabled' };
}

/** What the student chose and, when the school shows answers, which options were right. */
function Options({ answer }: { answer: TMarkedAnswer }) {
  const { t } = useTranslation();
  const chosen = answer.mcq_answer.split(',').filter(Boolean).map(Number);
  const correct = answer.correct_options ?? [];
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {answer.question.options.map((option) => {
        const isChosen = chosen.includes(option.id);
        const isCorrect = correct.includes(option.id);
        const { Icon, colour } = markOf(isChosen, isCorrect, answer.correct_options !== null);
        return (
          <Stack
            component="li"
            key={option.id}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Icon fontSize="small" sx={{ color: colour }} aria-hidden />
            <Typography lang={answer.question.lang} sx={{ fontWeight: isChosen ? 600 : 400 }}>
              {option.text}
            </Typography>
            {isChosen && <Chip size="small" variant="outlined" label={t('grades.quizAttempt.yourAnswer')} />}
            {isCorrect && (
              <Chip
                size="small"
                color="success"
                variant="outlined"
                label={t('grades.quizAttempt.correctAnswer')}
              />
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}

function AnswerCard({ answer, number, count }: { answer: TMarkedAnswer; number: number; count: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const textId = useId();
  const { question } = answer;
  const subjective = question.question_type === 'subjective';
  const unanswered = subjective ? answer.subjective_answer.trim() === '' : answer.mcq_answer === '';
  return (
    <Paper variant="outlined" component="section" aria-labelledby={textId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography variant="overline" sx={{ color: 'text.secondary' }}>
            {t('grades.quizAttempt.questionOf', { number, count })}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {answer.is_correct !== null && (
              <Chip
                size="small"
                color={answer.is_correct ? 'success' : 'error'}
                label={
                  answer.is_correct ? t('grades.quizAttempt.correct') : t('grades.quizAttempt.incorrect')
                }
              />
            )}
            {subjective && answer.marks === null && !unanswered ? (
              <Chip
                size="small"
                color="warning"
                variant="outlined"
                label={t('grades.quizAttempt.awaitingMarks')}
              />
            ) : (
              <Typography variant="overline" sx={{ color: 'text.secondary' }}>
                {answer.marks === null
                  ? t('grades.quizAttempt.worth', { count: question.marks })
                  : t('grades.quizAttempt.marksOf', {
                      marks: format.decimal(answer.marks),
                      max: format.decimal(question.marks),
                    })}
              </Typography>
            )}
          </Stack>
        </Stack>
        <Typography
          id={textId}
          variant="h6"
          component="h2"
          lang={question.lang}
          sx={{ whiteSpace: 'pre-line' }}
        >
          {question.text}
        </Typography>
        {unanswered && <Alert severity="warning">{t('grades.quizAttempt.notAnswered')}</Alert>}
        {subjective && !unanswered && (
          <Paper variant="outlined" sx={{ p: 2, bgcolor: 'background.neutral' }}>
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
              {t('grades.quizAttempt.yourAnswer')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{answer.subjective_answer}</Typography>
          </Paper>
        )}
        {!subjective && <Options answer={answer} />}
        {answer.remarks !== '' && (
          <Alert severity="info">{t('grades.quizAttempt.remarks', { remarks: answer.remarks })}</Alert>
        )}
        {answer.explanation && (
          <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'pre-line' }}>
            <Trans
              i18nKey="grades.quizAttempt.explanation"
              values={{ explanation: answer.explanation }}
              components={{ text: <span lang={question.lang} /> }}
            />
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}

function Score({ attempt }: { attempt: TQuizAttempt }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { result } = attempt;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        {result.is_graded && result.marks !== null && result.percent !== null ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Typography variant="h3" component="p">
              {t('grades.quizAttempt.score', {
                marks: format.decimal(result.marks),
                max: format.decimal(result.max_marks),
                percent: format.percent(result.percent),
              })}
            </Typography>
            {result.passed !== null && (
              <Chip
                color={result.passed ? 'success' : 'error'}
                label={result.passed ? t('grades.passed') : t('grades.failed')}
              />
            )}
          </Stack>
        ) : (
          <Alert severity="info">{t('grades.quizAttempt.awaitingGrading')}</Alert>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('grades.quizAttempt.passMark', { percent: format.percent(attempt.pass_mark_percent) })}{' '}
          {t(`grades.quizAttempt.${attempt.is_counted ? 'counted' : 'notCounted'}.${attempt.grading}`)}
        </Typography>
        {attempt.submitted_by === 'timer' && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('grades.quizAttempt.byTimer')}
          </Typography>
        )}
        {!attempt.show_answers && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('grades.quizAttempt.answersHidden')}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}

/** `assessment/{attemptId}`: one submitted quiz attempt, its score, and each answer given. */
export function QuizAttemptPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const attemptId = Number(useParams().attemptId);
  const valid = Number.isInteger(attemptId) && attemptId > 0;
  const attempt = useQuery({ ...getQuizAttemptQueryOptions(attemptId), enabled: valid });

  if (!valid || (isApiError(attempt.error) && attempt.error.status === 404)) return <NotFoundView />;
  if (attempt.isPending) return <LoadingScreen />;
  if (attempt.isError) {
    return (
      <Page title={t('pages.quizAttempt.title')} maxWidth="md">
        {isApiError(attempt.error) && attempt.error.status === 409 ? (
          <Alert severity="info">{t('grades.quizAttempt.notSubmitted')}</Alert>
        ) : (
          <RetryAlert message={t('grades.quizAttempt.loadFailed')} onRetry={() => void attempt.refetch()} />
        )}
      </Page>
    );
  }
  const data = attempt.data;
  return (
    <Page
      title={t('pages.quizAttempt.title')}
      heading={<span lang={data.name_lang}>{data.name}</span>}
      subtitle={t('grades.quizAttempt.attempt', {
        attempt: data.attempt,
        allowed: data.attempts_allowed,
        date: format.instantDate(data.submitted_at),
      })}
      maxWidth="md"
      actions={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={PORTAL_PAGES.room(data.course_slug, data.subscription)}
            startIcon={<ArrowBackIcon />}
            variant="outlined"
          >
            {t('grades.backToProgram')}
          </Button>
          <Button component={RouterLink} to={gpaScorePath(data.course_slug, data.subscription)}>
            {t('grades.quizAttempt.allGrades')}
          </Button>
        </Stack>
      }
    >
      <Stack spacing={3}>
        <Score attempt={data} />
        {data.answers.map((answer, index) => (
          <AnswerCard
            key={answer.question.id}
            answer={answer}
            number={index + 1}
            count={data.answers.length}
          />
        ))}
      </Stack>
    </Page>
  );
}
