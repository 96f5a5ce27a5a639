import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  type QuizAction,
  type QuizState,
  questionMark,
  unansweredIndexes,
  visibleIndexes,
} from '../quiz-state';

const LOOKS = {
  current: { variant: 'contained', color: 'primary' },
  answered: { variant: 'contained', color: 'success' },
  skipped: { variant: 'outlined', color: 'warning' },
  unanswered: { variant: 'outlined', color: 'inherit' },
} as const;

/** The questions by number, marked answered, skipped or current; All or only the unanswered. */
export function QuestionList({
  state,
  dispatch,
}: {
  state: QuizState;
  dispatch: (action: QuizAction) => void;
}) {
  const { t } = useTranslation();
  const shown = visibleIndexes(state);
  return (
    <Stack spacing={1.5}>
      <Tabs
        value={state.tab}
        onChange={(_, tab: QuizState['tab']) => dispatch({ type: 'tab', tab })}
        variant="fullWidth"
        aria-label={t('quiz.questions')}
      >
        <Tab value="all" label={t('quiz.all')} />
        <Tab value="unanswered" label={t('quiz.unanswered', { count: unansweredIndexes(state).length })} />
      </Tabs>
      {shown.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', px: 1 }}>
          {t('quiz.allAnswered')}
        </Typography>
      ) : (
        <Stack
          component="ol"
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
        >
          {shown.map((index) => {
            const mark = questionMark(state, index);
            return (
              <li key={state.questions[index]!.id}>
                <Button
                  size="small"
                  {...LOOKS[mark]}
                  onClick={() => dispatch({ type: 'go', index })}
                  aria-current={mark === 'current' ? 'step' : undefined}
                  aria-label={t(`quiz.mark.${mark}`, { number: index + 1 })}
                  sx={{ minWidth: 40, px: 0 }}
                >
                  {index + 1}
                </Button>
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
