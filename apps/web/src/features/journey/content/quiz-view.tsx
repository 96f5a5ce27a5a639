import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
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
  return (
    <Stack spacing={3}>
      {content.body && <ContentMarkdown source={content.body} />}
      <ContentSection title={t('content.quiz.settings')} framed>
        <DetailsList>
          <Detail label={t('content.quiz.timeLimit')}>
            {quiz.time_limit_minutes
              ? t('content.quiz.minutes', { count: quiz.time_limit_minutes })
              : t('content.quiz.noTimeLimit')}
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
      {!readOnly && (
        <Box>
          <Button
            component={RouterLink}
            to={quizPath(courseId, content)}
            variant="contained"
            size="large"
            startIcon={<PlayArrowIcon />}
          >
            {t('content.quiz.start')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
