import MicIcon from '@mui/icons-material/MicNone';
import SendIcon from '@mui/icons-material/Send';
import StopIcon from '@mui/icons-material/Stop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { FormEvent, KeyboardEvent } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export type QuestionValues = { question: string };

/**
 * The question box: typed and sent with Send or Enter (Shift+Enter for a new line), or spoken with the
 * microphone button. While an answer arrives the box waits, and Stop ends the answer.
 */
export function TutorQuestionForm({
  control,
  onSubmit,
  streaming,
  onStop,
  microphone,
  autoFocus,
}: {
  control: Control<QuestionValues>;
  onSubmit: (event?: FormEvent) => void;
  streaming: boolean;
  onStop: () => void;
  /** The spoken question's button, when the microphone is on. */
  microphone: { recording: boolean; onToggle: () => void } | null;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const {
    field: { ref, value, ...field },
    fieldState: { error },
  } = useController({ control, name: 'question' });

  const sendOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSubmit();
  };

  const microphoneLabel = microphone?.recording ? t('tutor.stopListening') : t('tutor.speak');
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('tutor.askForm')}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          {...field}
          value={value ?? ''}
          inputRef={ref}
          label={t('tutor.question')}
          multiline
          maxRows={4}
          fullWidth
          size="small"
          disabled={streaming}
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={error?.message}
          onKeyDown={sendOnEnter}
        />
        {microphone && (
          <Tooltip title={microphoneLabel}>
            <span>
              <IconButton
                onClick={microphone.onToggle}
                disabled={streaming}
                aria-label={microphoneLabel}
                color={microphone.recording ? 'error' : 'primary'}
                sx={{ mt: 0.25 }}
              >
                {microphone.recording ? <StopIcon /> : <MicIcon />}
              </IconButton>
            </span>
          </Tooltip>
        )}
        {streaming ? (
          <Button
            onClick={onStop}
            variant="outlined"
            color="inherit"
            startIcon={<StopIcon />}
            sx={{ mt: 0.25 }}
          >
            {t('tutor.stop')}
          </Button>
        ) : (
          <Button type="submit" variant="contained" endIcon={<SendIcon />} sx={{ mt: 0.25 }}>
            {t('tutor.send')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
