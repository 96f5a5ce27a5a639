import CloseIcon from '@mui/icons-material/Close';
import MicIcon from '@mui/icons-material/MicNone';
import MicOffIcon from '@mui/icons-material/MicOffOutlined';
import VolumeOffIcon from '@mui/icons-material/VolumeOffOutlined';
import VolumeUpIcon from '@mui/icons-material/VolumeUpOutlined';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { TAskTutorBody } from '@portal/contract';
import type { TFunction } from 'i18next';
import {
  type FormEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LazyMarkdown } from '../../../components/lazy-markdown';
import { toast } from '../../../lib/toast';
import { useClearTutorConversation } from '../api/clear-tutor-conversation';
import { useTutorConversation } from '../api/get-tutor-conversation';
import { useAskTutor } from '../hooks/use-ask-tutor';
import { useSpeechRecognition } from '../hooks/use-speech-recognition';
import { useSpeechSynthesis } from '../hooks/use-speech-synthesis';
import { speechLanguage } from '../speech-language';
import { readTutorPreferences, saveTutorPreference } from '../tutor-preferences';
import {
  audioEnabled,
  conversationMessages,
  initialTutorState,
  type TutorErrorKind,
  type TutorErrors,
  tutorReducer,
} from '../tutor-state';
import { TutorAvatar } from './tutor-avatar';
import { TutorMessageList } from './tutor-message-list';
import { type QuestionValues, TutorQuestionForm } from './tutor-question-form';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { withLocalMessages } from '../../../lib/forms/rule-messages';
import { tutorMessageText } from '../tutor-message-text';

const ERROR_ORDER: TutorErrorKind[] = [
  'quota',
  'ask',
  'microphone-permission',
  'microphone',
  'speech-unsupported',
  'speaker-unsupported',
];

function errorText(kind: TutorErrorKind, detail: string | null, t: TFunction): string {
  switch (kind) {
    case 'microphone-permission':
      return t('tutor.errors.microphonePermission');
    case 'speech-unsupported':
      return t('tutor.errors.speechUnsupported');
    case 'speaker-unsupported':
      return t('tutor.errors.speakerUnsupported');
    case 'microphone':
      if (detail === 'no-speech') return t('tutor.errors.noSpeech');
      if (detail === 'audio-capture') return t('tutor.errors.audioCapture');
      return t('tutor.errors.recognition');
    case 'quota':
      return detail || t('messages.tutor.quotaSpent');
    case 'ask':
      return detail || t('tutor.errors.network');
  }
}

function severityOf(kind: TutorErrorKind): AlertColor {
  if (kind === 'speech-unsupported' || kind === 'speaker-unsupported') return 'info';
  if (kind === 'ask' || kind === 'quota') return 'error';
  return 'warning';
}

function ErrorAlerts({
  errors,
  onDismiss,
}: {
  errors: TutorErrors;
  onDismiss: (kind: TutorErrorKind) => void;
}) {
  const { t } = useTranslation();
  const shown = ERROR_ORDER.filter((kind) => kind in errors);
  if (shown.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ px: { xs: 2, sm: 3 }, pt: 1.5 }}>
      {shown.map((kind) => (
        <Alert
          key={kind}
          severity={severityOf(kind)}
          onClose={() => onDismiss(kind)}
          closeText={t('tutor.dismiss')}
        >
          {errorText(kind, errors[kind] ?? null, t)}
        </Alert>
      ))}
    </Stack>
  );
}

/** A setting of the tutor as a button that is pressed or not, named for what it does. */
function ToggleButton({
  pressed,
  label,
  onClick,
  icon,
}: {
  pressed: boolean;
  label: string;
  onClick: () => void;
  icon: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Tooltip title={`${label}: ${pressed ? t('tutor.on') : t('tutor.off')}`}>
      <IconButton
        aria-pressed={pressed}
        aria-label={label}
        onClick={onClick}
        color={pressed ? 'primary' : 'default'}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}

type TutorModalProps = {
  open: boolean;
  onClose: () => void;
  subscriptionId: number;
  courseSlug: string;
  courseName: string;
  courseNameLang: string;
};

/**
 * The AI tutor of one program (spec: AI tutor modal): the conversation with its sources, questions by
 * text or voice, answers read aloud, and the questions left today.
 */
export function TutorModal({
  open,
  onClose,
  subscriptionId,
  courseSlug,
  courseName,
  courseNameLang,
}: TutorModalProps) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const [state, dispatch] = useReducer(tutorReducer, undefined, () =>
    initialTutorState(readTutorPreferences()),
  );
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  });
  const lang = speechLanguage(i18n.language);
  // the answers' renderer comes in while the conversation is fetched
  useEffect(() => LazyMarkdown.preload(), []);
  const conversation = useTutorConversation(subscriptionId, open);
  const clear = useClearTutorConversation(subscriptionId);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const { ask, stop } = useAskTutor(subscriptionId, dispatch);
  const scroller = useRef<HTMLDivElement | null>(null);
  const log = useRef<HTMLDivElement>(null);

  const resolver = useMemo(
    () =>
      withLocalMessages(
        lazyResolver(() => import('../tutor-schemas').then(({ askTutorResolver }) => askTutorResolver())),
        t,
      ),
    [t],
  );
  const form = useForm<QuestionValues, unknown, TAskTutorBody>({ resolver, defaultValues: { question: '' } });
  // after a failed question, focus goes back to the box once it is enabled again, the question in it
  const [failedQuestions, setFailedQuestions] = useState(0);

  const synthesis = useSpeechSynthesis({
    lang,
    onStart: () => dispatch({ type: 'speakingStarted' }),
    onEnd: () => {
      dispatch({ type: 'speakingEnded' });
      // a voice conversation goes on: after a spoken question's answer, the tutor listens again
      const current = stateRef.current;
      if (current.open && audioEnabled(current) && current.lastAskedBy === 'voice' && !current.streaming)
        void listen();
    },
  });
  const recognition = useSpeechRecognition({
    lang,
    onTranscript: (text) => dispatch({ type: 'transcribed', text }),
    onFinal: (text) => void askQuestion(text, 'voice'),
    onFailure: (failure) =>
      dispatch({
        type: 'voiceFailed',
        kind: failure.kind,
        detail: failure.kind === 'microphone' ? failure.code : undefined,
      }),
    onEnd: () => dispatch({ type: 'recordingEnded' }),
  });

  const silence = () => {
    synthesis.cancel();
    dispatch({ type: 'speakingEnded' });
  };

  async function askQuestion(question: string, by: 'text' | 'voice') {
    silence();
    form.reset({ question: '' });
    // the box and its button wait while the answer comes: focus waits in the conversation, which reads it
    log.current?.focus({ preventScroll: true });
    const outcome = await ask(question, by);
    if (outcome.status === 'failed') {
      // the question stays for another try
      form.reset({ question });
      if (outcome.field) form.setError('question', { type: 'server', message: outcome.field });
      setFailedQuestions((count) => count + 1);
    }
    if (outcome.status === 'answered' && stateRef.current.open && stateRef.current.speakerEnabled)
      synthesis.speak(tutorMessageText(outcome.answer, t));
  }

  async function listen() {
    if (!stateRef.current.microphoneEnabled) return;
    // the tutor does not listen to itself
    silence();
    if (await recognition.start()) dispatch({ type: 'recordingStarted' });
  }

  const { abort: abortRecognition, supported: recognitionSupported } = recognition;
  const { cancel: cancelSpeech, supported: synthesisSupported } = synthesis;
  const { clearErrors } = form;
  useEffect(() => {
    if (open) {
      dispatch({
        type: 'open',
        support: { recognition: recognitionSupported, synthesis: synthesisSupported },
      });
      return;
    }
    dispatch({ type: 'close' });
    clearErrors();
    stop();
    abortRecognition();
    cancelSpeech();
  }, [open, recognitionSupported, synthesisSupported, clearErrors, stop, abortRecognition, cancelSpeech]);

  const messages = conversationMessages(conversation.data?.messages ?? [], state.messages);
  // the newest message and the answer as it grows stay in view
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, state.streaming]);

  const toggleSpeaker = () => {
    const enabled = !state.speakerEnabled;
    saveTutorPreference('speakerEnabled', enabled);
    if (!enabled) synthesis.cancel();
    dispatch({ type: 'setSpeaker', enabled, supported: synthesis.supported });
  };
  const toggleMicrophone = () => {
    const enabled = !state.microphoneEnabled;
    saveTutorPreference('microphoneEnabled', enabled);
    if (!enabled) recognition.abort();
    dispatch({ type: 'setMicrophone', enabled, supported: recognition.supported });
  };
  const toggleRecording = () => {
    if (state.recording) recognition.stop();
    else void listen();
  };

  const submit = (event?: FormEvent) =>
    void form.handleSubmit((values) => askQuestion(values.question, 'text'))(event);
  const streaming = state.streaming !== null;
  const { setFocus } = form;
  useEffect(() => {
    if (failedQuestions > 0 && !streaming) setFocus('question');
  }, [failedQuestions, streaming, setFocus]);
  const quota = conversation.data?.quota;

  const clearConversation = () => {
    setConfirmingClear(false);
    silence();
    clear.mutate(undefined, {
      onSuccess: () => dispatch({ type: 'cleared' }),
      onError: () => toast.error(t('tutor.clearFailed')),
    });
  };

  return (
    <Dialog
      open={state.open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { height: { sm: 'min(760px, calc(100% - 64px))' } } } }}
    >
      <DialogTitle
        component="div"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          pr: 1,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <TutorAvatar speaking={state.speaking} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
            {t('tutor.title')}
          </Typography>
          <Typography variant="body2" lang={courseNameLang} sx={{ color: 'text.secondary' }} noWrap>
            {courseName}
          </Typography>
        </Box>
        <ToggleButton
          pressed={state.speakerEnabled}
          label={t('tutor.speaker')}
          onClick={toggleSpeaker}
          icon={state.speakerEnabled ? <VolumeUpIcon /> : <VolumeOffIcon />}
        />
        <ToggleButton
          pressed={state.microphoneEnabled}
          label={t('tutor.microphone')}
          onClick={toggleMicrophone}
          icon={state.microphoneEnabled ? <MicIcon /> : <MicOffIcon />}
        />
        <IconButton onClick={onClose} aria-label={t('tutor.close')}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <ErrorAlerts errors={state.errors} onDismiss={(kind) => dispatch({ type: 'dismissError', kind })} />
      <DialogContent ref={scroller} sx={{ py: 2 }}>
        {conversation.isPending && open ? (
          <Stack sx={{ alignItems: 'center', py: 4 }}>
            <CircularProgress aria-label={t('common.loading')} />
          </Stack>
        ) : conversation.isError && !conversation.data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void conversation.refetch()}>
                {t('common.retry')}
              </Button>
            }
          >
            {t('tutor.loadFailed')}
          </Alert>
        ) : (
          <>
            {messages.length === 0 && !streaming && (
              <Stack spacing={1} sx={{ mb: 2 }}>
                <Typography>{t('tutor.intro')}</Typography>
                {audioEnabled(state) && recognition.supported && (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('tutor.voiceIntro')}
                  </Typography>
                )}
              </Stack>
            )}
            <TutorMessageList
              ref={log}
              messages={messages}
              streaming={state.streaming}
              courseSlug={courseSlug}
              subscriptionId={subscriptionId}
            />
          </>
        )}
      </DialogContent>
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: 1.5, pb: 2, borderTop: 1, borderColor: 'divider' }}>
        {state.recording && (
          <Paper variant="outlined" role="status" sx={{ px: 2, py: 1, mb: 1.5 }}>
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
              {t('tutor.listening')}
            </Typography>
            <Typography sx={{ fontStyle: 'italic', minHeight: '1.5em' }}>{state.transcription}</Typography>
          </Paper>
        )}
        <TutorQuestionForm
          control={form.control}
          onSubmit={submit}
          streaming={streaming}
          onStop={stop}
          // a phone's keyboard would cover the conversation as the tutor opens
          autoFocus={!phone}
          microphone={
            state.microphoneEnabled && recognition.supported
              ? { recording: state.recording, onToggle: toggleRecording }
              : null
          }
        />
        <Stack
          direction="row"
          spacing={1}
          sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {quota &&
              (quota.remaining > 0 ? t('tutor.quota', { count: quota.remaining }) : t('tutor.quotaSpent'))}
          </Typography>
          <Button
            size="small"
            color="inherit"
            onClick={() => setConfirmingClear(true)}
            disabled={messages.length === 0 || streaming}
            loading={clear.isPending}
          >
            {t('tutor.clear')}
          </Button>
        </Stack>
      </Box>
      <ConfirmDialog
        open={confirmingClear}
        title={t('tutor.clearTitle')}
        content={t('tutor.clearText')}
        confirmLabel={t('tutor.clearConfirm')}
        confirmColor="error"
        onConfirm={clearConversation}
        onClose={() => setConfirmingClear(false)}
      />
    </Dialog>
  );
}
