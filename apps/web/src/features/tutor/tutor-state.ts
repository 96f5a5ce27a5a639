import type { TTutorMessage, TTutorSource } from '@portal/contract';
import type { TutorPreferences } from './tutor-preferences';

/**
 * What went wrong, one message per kind: the microphone may not be used, voice recognition failed
 * (no speech heard, no device, no service), the browser has no speech recognition or no speech
 * synthesis, the question was not answered, or the day's questions are spent.
 */
export type TutorErrorKind =
  'microphone-permission' | 'microphone' | 'speech-unsupported' | 'speaker-unsupported' | 'ask' | 'quota';

/**
 * Per kind, what is known: the server's message for `ask` and `quota`, said in the reader's language;
 * the recognition's error code for `microphone`; null when the portal's own text for the kind says it all.
 */
export type TutorErrors = Partial<Record<TutorErrorKind, string | null>>;

/** The answer on its way: the question as sent, then the passages it draws on and its text so far. */
export type StreamingAnswer = {
  question: string;
  /** The server has stored the question: it is in `messages` now. */
  questionStored: boolean;
  sources: TTutorSource[];
  text: string;
};

/** The AI tutor modal (spec sections 3 and 4, AI tutor). */
export type TutorState = {
  open: boolean;
  recording: boolean;
  speakerEnabled: boolean;
  microphoneEnabled: boolean;
  /** The tutor reads an answer aloud: the avatar moves. */
  speaking: boolean;
  /** What recognition has heard so far of the question being spoken. */
  transcription: string;
  /** Questions and answers of this visit, until the stored conversation is read again with them. */
  messages: TTutorMessage[];
  streaming: StreamingAnswer | null;
  lastAskedBy: 'text' | 'voice' | null;
  errors: TutorErrors;
};

/** What the browser can do: recognise speech (microphone) and speak (speaker). */
export type VoiceSupport = { recognition: boolean; synthesis: boolean };

export type TutorAction =
  | { type: 'open'; support: VoiceSupport }
  | { type: 'close' }
  | { type: 'setSpeaker'; enabled: boolean; supported: boolean }
  | { type: 'setMicrophone'; enabled: boolean; supported: boolean }
  | { type: 'recordingStarted' }
  | { type: 'transcribed'; text: string }
  | { type: 'recordingEnded' }
  | {
      type: 'voiceFailed';
      kind: 'microphone-permission' | 'microphone' | 'speech-unsupported';
      detail?: string;
    }
  | { type: 'speakingStarted' }
  | { type: 'speakingEnded' }
  | { type: 'askStarted'; question: string; by: 'text' | 'voice' }
  | { type: 'questionStored'; message: TTutorMessage }
  | { type: 'sourcesReceived'; sources: TTutorSource[] }
  | { type: 'tokenReceived'; text: string }
  | { type: 'answered'; message: TTutorMessage }
  | { type: 'askFailed'; kind: 'ask' | 'quota'; detail: string | null }
  /** The server refused the question itself (a field error): the form says why. */
  | { type: 'askRejected' }
  | { type: 'stopped' }
  | { type: 'cleared' }
  | { type: 'dismissError'; kind: TutorErrorKind };

const MICROPHONE_ERRORS = ['microphone-permission', 'microphone', 'speech-unsupported'] as const;
const ASK_ERRORS = ['ask', 'quota'] as const;

export function initialTutorState(preferences: TutorPreferences): TutorState {
  return {
    open: false,
    recording: false,
    speakerEnabled: preferences.speakerEnabled,
    microphoneEnabled: preferences.microphoneEnabled,
    speaking: false,
    transcription: '',
    messages: [],
    streaming: null,
    lastAskedBy: null,
    errors: {},
  };
}

/** The voice conversation: answers read aloud and questions spoken, only with both speaker and microphone on. */
export function audioEnabled(state: Pick<TutorState, 'speakerEnabled' | 'microphoneEnabled'>): boolean {
  return state.speakerEnabled && state.microphoneEnabled;
}

function without(errors: TutorErrors, kinds: readonly TutorErrorKind[]): TutorErrors {
  const next = { ...errors };
  for (const kind of kinds) delete next[kind];
  return next;
}

function withMessage(messages: TTutorMessage[], message: TTutorMessage): TTutorMessage[] {
  return messages.some((known) => known.id === message.id) ? messages : [...messages, message];
}

export function tutorReducer(state: TutorState, action: TutorAction): TutorState {
  switch (action.type) {
    case 'open': {
      const errors: TutorErrors = {};
      if (state.microphoneEnabled && !action.support.recognition) errors['speech-unsupported'] = null;
      if (state.speakerEnabled && !action.support.synthesis) errors['speaker-unsupported'] = null;
      return { ...state, open: true, errors };
    }
    case 'close':
      // the spec: closing clears the errors; what was under way stops with the modal
      return {
        ...state,
        open: false,
        recording: false,
        speaking: false,
        transcription: '',
        streaming: null,
        errors: {},
      };
    case 'setSpeaker':
      if (!action.enabled)
        // the spec: turning the speaker off stops the avatar
        return {
          ...state,
          speakerEnabled: false,
          speaking: false,
          errors: without(state.errors, ['speaker-unsupported']),
        };
      return {
        ...state,
        speakerEnabled: true,
        errors: action.supported ? state.errors : { ...state.errors, 'speaker-unsupported': null },
      };
    case 'setMicrophone':
      if (!action.enabled)
        return {
          ...state,
          microphoneEnabled: false,
          recording: false,
          transcription: '',
          errors: without(state.errors, MICROPHONE_ERRORS),
        };
      return {
        ...state,
        microphoneEnabled: true,
        errors: action.supported ? state.errors : { ...state.errors, 'speech-unsupported': null },
      };
    case 'recordingStarted':
      if (!state.open || !state.microphoneEnabled) return state;
      return {
        ...state,
        recording: true,
        transcription: '',
        errors: without(state.errors, MICROPHONE_ERRORS),
      };
    case 'transcribed':
      if (!state.recording) return state;
      return { ...state, transcription: action.text };
    case 'recordingEnded':
      return { ...state, recording: false, transcription: '' };
    case 'voiceFailed':
      return {
        ...state,
        recording: false,
        transcription: '',
        errors: { ...state.errors, [action.kind]: action.detail ?? null },
      };
    case 'speakingStarted':
      // an utterance that starts after the speaker went off or the modal closed does not move the avatar
      if (!state.open || !state.speakerEnabled) return state;
      return { ...state, speaking: true };
    case 'speakingEnded':
      return { ...state, speaking: false };
    case 'askStarted':
      return {
        ...state,
        recording: false,
        transcription: '',
        lastAskedBy: action.by,
        streaming: { question: action.question, questionStored: false, sources: [], text: '' },
        errors: without(state.errors, ASK_ERRORS),
      };
    case 'questionStored':
      return {
        ...state,
        messages: withMessage(state.messages, action.message),
        streaming: state.streaming && { ...state.streaming, questionStored: true },
      };
    case 'sourcesReceived':
      if (!state.streaming) return state;
      return { ...state, streaming: { ...state.streaming, sources: action.sources } };
    case 'tokenReceived':
      if (!state.streaming) return state;
      return { ...state, streaming: { ...state.streaming, text: state.streaming.text + action.text } };
    case 'answered':
      return { ...state, messages: withMessage(state.messages, action.message), streaming: null };
    case 'askFailed':
      return { ...state, streaming: null, errors: { ...state.errors, [action.kind]: action.detail } };
    case 'askRejected':
    case 'stopped':
      return { ...state, streaming: null };
    case 'cleared':
      return { ...state, messages: [], streaming: null, errors: without(state.errors, ASK_ERRORS) };
    case 'dismissError':
      return { ...state, errors: without(state.errors, [action.kind]) };
  }
}

/**
 * The conversation to show: the stored one, then this visit's questions and answers it does not
 * hold yet (it is read again after each answer).
 */
export function conversationMessages(stored: TTutorMessage[], visit: TTutorMessage[]): TTutorMessage[] {
  const known = new Set(stored.map((message) => message.id));
  return [...stored, ...visit.filter((message) => !known.has(message.id))];
}
