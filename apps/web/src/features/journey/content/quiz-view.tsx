import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PORTAL_PAGES } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { reasonText } from '../../../lib/message-text';
import { useFormat } from '../../../lib/format';
import { useQuizAttempts } from '../api/list-quiz-attempts';
import { ContentMarkdown } from './content-markdown';
import { ContentSection } from './content-section';
import type { TQuizContent } from './content-types';
import { Detail, DetailsList } from './details-list';

/** The quiz screen of the program journey for this item. */
export function quizPath(courseId: number, content: TQuizContent): string {
  return `/program-journey/quiz/program/${courseId}/quiz/${content.id}?subscription=${content.subscription}`;
}

/** What the quiz is and how it runs; the quiz itself is taken on its own screen. */
export function QuizView({
  content,
  courseId,
  readOnly,
}: {
  content: TQuizContent;
  courseId: number;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const { quiz } = content;
  // the student's own time, with the extra time the school set for them, comes with their attempts
  const attempts = useQuizAttempts(content.id, content.subscription).data;
  const minutes = attempts?.allowed_minutes ?? quiz.time_limit_minutes;
  return (
    <Stack spacing={3}>
      {content.body && <ContentMarkdown source={content.body} lang={content.lang} />}
      <ContentSection title={t('content.quiz.settings')} framed>
        <DetailsList>
          <Detail label={t('content.quiz.timeLimit')}>
            {minutes === null
              ? t('content.quiz.noTimeLimit')
              : attempts?.accommodated
                ? t('content.quiz.minutesAccommodated', { count: minutes })
                : t('content.quiz.minutes', { count: minutes })}
          </Detail>
          <Detail label={t('content.quiz.attempts')}>{quiz.attempts_allowed}</Detail>
          <Detail label={t('content.quiz.passMark')}>
            {t('content.quiz.percent', { percent: quiz.pass_mark_percent })}
          </Detail>
          <Detail label={t('content.quiz.questions')}>{quiz.question_count}</Detail>
          <Detail label={t('content.quiz.grading')}>{t(`content.quiz.gradingBy.${quiz.grading}`)}</Detail>
        </DetailsList>
      </ContentSection>
      {content.is_completed && <Alert severity="success">{t('content.quiz.completed')}</Alert>}
      {content.passed === false && (
        <Alert severity="warning">
          {t('content.quiz.belowPassMark', { percent: quiz.pass_mark_percent })}
        </Alert>
      )}
      <Attempts content={content} courseId={courseId} readOnly={readOnly} />
    </Stack>
  );
}

/** Attempts used, the result that counts, and the way to start, resume or try again. */
function Attempts({
  content,
  courseId,
  readOnly,
}: {
  content: TQuizContent;
  courseId: number;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const attempts = useQuizAttempts(content.id, content.subscription);
  const data = attempts.data;
  const result = data?.result;
  const label = data?.open_attempt
    ? t('content.quiz.resume')
    : data && data.attempts_used > 0
      ? t('content.quiz.tryAgain')
      : t('content.quiz.start');
  return (
    <Stack spacing={2}>
      {data && data.attempts_used > 0 && (
        <DetailsList>
          <Detail label={t('content.quiz.attemptsUsed')}>
            {t('content.quiz.attemptsOf', { used: data.attempts_used, allowed: data.attempts_allowed })}
          </Detail>
          <Detail label={t('content.quiz.result')}>
            {/* the quiz completes at its first submission: before it, an attempt is only open */}
            {!content.is_completed
              ? t('content.quiz.notSubmitted')
              : result?.is_graded && result.marks !== null
                ? t('content.quiz.resultValue', {
                    marks: format.decimal(result.marks),
                    max: result.max_marks,
                    percent: format.decimal(result.percent ?? 0),
                  })
                : t('content.quiz.awaiting')}
          </Detail>
          {content.is_completed && typeof result?.passed === 'boolean' && (
            <Detail label={t('content.quiz.outcome')}>
              {result.passed ? t('content.quiz.passed') : t('content.quiz.notPassed')}
            </Detail>
          )}
        </DetailsList>
      )}
      {/* a graduate looking back sees their answers, and starts nothing */}
      {(!readOnly || data?.counted_attempt) && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          {!readOnly && (
            <Box>
              <Button
                component={data?.can_start.can_start === false ? 'button' : RouterLink}
                // with a `to`, a button would still render as a link
                to={data?.can_start.can_start === false ? undefined : quizPath(courseId, content)}
                disabled={data?.can_start.can_start === false}
                variant="contained"
                size="large"
                startIcon={<PlayArrowIcon />}
              >
                {label}
              </Button>
            </Box>
          )}
          {data?.counted_attempt && (
            <Button component={RouterLink} to={PORTAL_PAGES.quizAttempt(data.counted_attempt)}>
              {t('content.quiz.seeAnswers')}
            </Button>
          )}
        </Stack>
      )}
      {data?.can_start.can_start === false && data.can_start.reason && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {reasonText(data.can_start, t)}
        </Typography>
      )}
    </Stack>
  );
}
