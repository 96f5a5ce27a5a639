import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

export type QuizDialog = 'unanswered' | 'confirm' | 'exit' | 'timeUp' | null;

/** Before submitting, before exiting, and when the time runs out; offline, submitting waits. */
export function QuizDialogs({
  open,
  busy,
  offline,
  onClose,
  onSubmit,
  onGoAnswer,
}: {
  open: QuizDialog;
  busy: boolean;
  offline: boolean;
  onClose: () => void;
  onSubmit: () => void;
  onGoAnswer: () => void;
}) {
  const { t } = useTranslation();
  const text: Record<Exclude<QuizDialog, null>, string> = {
    unanswered: t('messages.quiz.unansweredDialog'),
    confirm: t('messages.quiz.confirmSubmit'),
    exit: t('messages.quiz.confirmExit'),
    timeUp: t('messages.quiz.timeUpDialog'),
  };
  const titles: Record<Exclude<QuizDialog, null>, string> = {
    unanswered: t('quiz.unansweredTitle'),
    confirm: t('quiz.submitTitle'),
    exit: t('quiz.exitTitle'),
    timeUp: t('quiz.timeUpTitle'),
  };
  // time is up: the quiz submits itself, nothing to choose
  const closable = open !== 'timeUp' && !busy;
  return (
    <Dialog open={open !== null} onClose={closable ? onClose : undefined} maxWidth="xs" fullWidth>
      {open && (
        <>
          <DialogTitle>{titles[open]}</DialogTitle>
          <DialogContent>
            <DialogContentText>{text[open]}</DialogContentText>
            {open === 'timeUp' && offline && (
              <DialogContentText sx={{ mt: 2 }}>{t('quiz.offline.timeUp')}</DialogContentText>
            )}
          </DialogContent>
          {open !== 'timeUp' && (
            <DialogActions>
              {open === 'unanswered' ? (
                <Button onClick={onGoAnswer} disabled={busy}>
                  {t('quiz.goAnswer')}
                </Button>
              ) : (
                <Button onClick={onClose} disabled={busy}>
                  {t('common.cancel')}
                </Button>
              )}
              <Button
                variant="contained"
                onClick={onSubmit}
                loading={busy}
                color={open === 'exit' ? 'error' : 'primary'}
              >
                {open === 'unanswered'
                  ? t('quiz.submitAnyway')
                  : open === 'exit'
                    ? t('quiz.exit')
                    : offline
                      ? t('quiz.submitWhenOnline')
                      : t('quiz.submit')}
              </Button>
            </DialogActions>
          )}
        </>
      )}
    </Dialog>
  );
}
