import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import TimerIcon from '@mui/icons-material/TimerOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LIMITS, PORTAL_PAGES, type TQuiz } from '@portal/contract';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRefreshAfterSubmit } from '../api/refresh-after-submit';
import { useAnswerQueue } from '../hooks/use-answer-queue';
import { useCountdown } from '../hooks/use-countdown';
import { useTimeWarning } from '../hooks/use-time-warning';
import { placeOf, readKeptAttempt } from '../kept-attempt';
import {
  formatRemaining,
  initialQuizState,
  primaryAction,
  quizReducer,
  submitCheck,
  unansweredIndexes,
} from '../quiz-state';
import { QuestionCard } from './question-card';
import { QuestionList } from './question-list';
import { QuizDialogs, type QuizDialog } from './quiz-dialogs';

/** A quiz attempt in progress: questions, answers kept and sent as the student goes, the timer, submitting. */
export function QuizScreen({ quiz }: { quiz: TQuiz }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(quiz.name);
  const questions = useMemo(() => quiz.answers.map((a) => a.question), [quiz.answers]);
  // where the student stood on this device: a reload opens the same question, marks and answers
  const [opened] = useState(() => {
    const kept = readKeptAttempt(quiz.id);
    return { ...placeOf(quiz, kept), submitting: kept?.submitting ?? false };
  });
  const [state, dispatch] = useReducer(quizReducer, undefined, () => initialQuizState(questions, opened));
  const [dialog, setDialog] = useState<QuizDialog>(null);
  const refreshAfterSubmit = useRefreshAfterSubmit();
  const left = useCountdown(quiz.remaining_time);
  const allowedSeconds = quiz.ends_at
    ? (Date.parse(quiz.ends_at) - Date.parse(quiz.started_at)) / 1000
    : null;
  const warning = useTimeWarning(left, allowedSeconds);
  const backToRoom = PORTAL_PAGES.room(quiz.course_slug, quiz.subscription, quiz.content);

  const onRefused = useCallback(
    (error: unknown) => {
      toast.error(errorMessage(error, t) ?? t('quiz.failed'));
      void navigate('/dashboard', { replace: true });
    },
    [navigate, t],
  );
  const onSubmitted = useCallback(() => {
    refreshAfterSubmit();
    toast.success(t('quiz.submitted'));
    void navigate(backToRoom, { replace: true });
  }, [refreshAfterSubmit, t, navigate, backToRoom]);
  const queue = useAnswerQueue(quiz.id, state, opened, { onSubmitted, onRefused });
  const offline = queue.status === 'offline';
  const { submit: queueSubmit } = queue;

  const send = useCallback(() => {
    // offline the submit waits for the connection: the screen shows it waiting, not a dialog
    if (offline) setDialog(null);
    queueSubmit();
  }, [offline, queueSubmit]);

  // at zero: the time-up dialog, then the quiz submits itself, once
  const timeUp = left === 0;
  const latestSend = useRef(send);
  useEffect(() => {
    latestSend.current = send;
  });
  useEffect(() => {
    if (!timeUp) return;
    const timer = setTimeout(() => latestSend.current(), LIMITS.quizAutoSubmitDelayMs);
    return () => clearTimeout(timer);
  }, [timeUp]);

  const question = questions[state.current]!;
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const current = state.current;
  // asked when the student goes back from a dialog to the question already shown
  const [headingAsked, askHeading] = useReducer((asked: number) => asked + 1, 0);
  const focused = useRef({ current, headingAsked });
  useEffect(() => {
    if (focused.current.current === current && focused.current.headingAsked === headingAsked) return;
    focused.current = { current, headingAsked };
    // another question is read out as it shows, and the keyboard goes on from it (as in the room)
    questionHeading.current?.focus();
  }, [current, headingAsked]);
  const primary = primaryAction(state);
  const primaryLabel =
    queue.submitting && offline
      ? t('quiz.submitWaiting')
      : primary === 'next' && !queue.submitting
        ? t('quiz.next')
        : offline
          ? t('quiz.submitWhenOnline')
          : t('quiz.submit');
  const onPrimary = () => {
    if (primary === 'next') dispatch({ type: 'next' });
    else setDialog(submitCheck(state));
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Box>
          <Typography variant="h4" component="h1" lang={quiz.name_lang}>
            {quiz.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('quiz.attempt', { attempt: quiz.attempt, allowed: quiz.attempts_allowed })} ·{' '}
            {t(`quiz.saving.${queue.status}`)}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {left !== null && (
            <Chip
              icon={<TimerIcon />}
              color={left <= 60 ? 'error' : 'default'}
              label={formatRemaining(left)}
              aria-label={t('quiz.timeLeft', { time: formatRemaining(left) })}
              role="timer"
              sx={{ fontVariantNumeric: 'tabular-nums', fontSize: '1rem' }}
            />
          )}
          <Button
            variant="outlined"
            color="error"
            onClick={() => setDialog('exit')}
            disabled={queue.submitting}
          >
            {t('quiz.exitQuiz')}
          </Button>
        </Stack>
      </Stack>
      {/* a polite live region: heard after what the student is reading, each warning once */}
      <Stack role="status" spacing={1} sx={{ '&:not(:empty)': { mb: 3 } }}>
        {warning !== null && !timeUp && (
          <Alert severity={warning === 1 ? 'warning' : 'info'} icon={<TimerIcon />} role="none">
            {t('quiz.minutesLeft', { count: warning })}
          </Alert>
        )}
        {(offline || queue.status === 'retrying') && (
          <Alert severity="warning" icon={<CloudOffIcon />} role="none">
            {offline ? t('quiz.offline.banner') : t('quiz.offline.retrying')}
          </Alert>
        )}
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }} sx={{ order: { xs: 0, md: 1 } }}>
          <QuestionList state={state} dispatch={dispatch} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={2}>
            <QuestionCard
              key={question.id}
              headingRef={questionHeading}
              question={question}
              number={state.current + 1}
              count={questions.length}
              answer={state.answers[question.id]}
              onChoose={(option) =>
                dispatch({ type: 'choose', question: question.id, option, at: Date.now() })
              }
              onWrite={(text) => dispatch({ type: 'write', question: question.id, text, at: Date.now() })}
              disabled={timeUp || queue.submitting}
            />
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Button
                onClick={() => dispatch({ type: 'go', index: state.current - 1 })}
                disabled={state.current === 0}
              >
                {t('quiz.previous')}
              </Button>
              <Button
                variant="contained"
                onClick={onPrimary}
                disabled={timeUp || queue.submitting}
                loading={queue.submitting && !offline}
              >
                {primaryLabel}
              </Button>
            </Stack>
          </Stack>
        </Grid>
      </Grid>
      <QuizDialogs
        open={timeUp ? 'timeUp' : dialog}
        busy={queue.submitting && !offline}
        offline={offline}
        onClose={() => setDialog(null)}
        onSubmit={send}
        onGoAnswer={() => {
          setDialog(null);
          dispatch({ type: 'go', index: unansweredIndexes(state)[0] ?? state.current });
          askHeading();
        }}
      />
    </Container>
  );
}
