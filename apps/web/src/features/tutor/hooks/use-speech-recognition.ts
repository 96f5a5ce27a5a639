import { useCallback, useEffect, useRef } from 'react';

type RecognitionResultList = ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;

/** The part of the Web Speech API's SpeechRecognition the tutor uses (TypeScript's DOM types lack it). */
export type SpeechRecognitionLike = {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  onresult: ((event: { resultIndex: number; results: RecognitionResultList }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
};
export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/** Chrome and Safari still name it with the webkit prefix. */
export function speechRecognitionOf(host: object = window): SpeechRecognitionConstructor | undefined {
  const scope = host as { SpeechRecognition?: SpeechRecognitionConstructor };
  const prefixed = host as { webkitSpeechRecognition?: SpeechRecognitionConstructor };
  return scope.SpeechRecognition ?? prefixed.webkitSpeechRecognition;
}

export type RecognitionFailure =
  | { kind: 'microphone-permission' }
  | { kind: 'speech-unsupported' }
  /** `code` is the recognition's error: no-speech, audio-capture, network… */
  | { kind: 'microphone'; code: string };

/** The recognition's errors that mean the microphone may not be used. */
const PERMISSION_ERRORS = new Set(['not-allowed', 'service-not-allowed']);

/**
 * Asks for the microphone before recognition starts, so a refusal reads as such in every browser;
 * the stream is closed at once, recognition opens its own.
 */
async function requestMicrophone(): Promise<RecognitionFailure | null> {
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!media?.getUserMedia) return null;
  try {
    const stream = await media.getUserMedia({ audio: true });
    for (const track of stream.getTracks()) track.stop();
    return null;
  } catch (error) {
    const name = error instanceof Error || error instanceof DOMException ? error.name : '';
    if (name === 'NotAllowedError' || name === 'SecurityError') return { kind: 'microphone-permission' };
    return { kind: 'microphone', code: 'audio-capture' };
  }
}

type Options = {
  /** A BCP 47 tag: 'en-CA', 'fr-CA'. */
  lang: string;
  /** What has been heard so far, while the student speaks. */
  onTranscript: (text: string) => void;
  /** The question as recognised once the student stops speaking. */
  onFinal: (text: string) => void;
  onFailure: (failure: RecognitionFailure) => void;
  /** Recognition stopped listening, whatever the reason. */
  onEnd: () => void;
};

/** The microphone as a source of questions: one question per `start`, with what is heard as it is heard. */
export function useSpeechRecognition(options: Options) {
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const current = useRef<SpeechRecognitionLike | null>(null);
  // each start and abort moves it on, so a start still waiting for the microphone knows it was abandoned
  const attempt = useRef(0);
  const supported = typeof window !== 'undefined' && speechRecognitionOf() !== undefined;

  const abort = useCallback(() => {
    attempt.current += 1;
    const recognition = current.current;
    current.current = null;
    if (!recognition) return;
    recognition.onresult = null;
    recognition.onerror = null;
    recognition.onend = null;
    recognition.abort();
  }, []);

  /** Starts listening; false when it could not (the failure has been reported). */
  const start = useCallback(async (): Promise<boolean> => {
    abort();
    const Recognition = speechRecognitionOf();
    if (!Recognition) {
      optionsRef.current.onFailure({ kind: 'speech-unsupported' });
      return false;
    }
    const mine = attempt.current;
    const refused = await requestMicrophone();
    if (mine !== attempt.current) return false;
    if (refused) {
      optionsRef.current.onFailure(refused);
      return false;
    }

    const recognition = new Recognition();
    recognition.lang = optionsRef.current.lang;
    recognition.interimResults = true;
    recognition.continuous = false;
    recognition.maxAlternatives = 1;
    recognition.onresult = (event) => {
      let text = '';
      let final = false;
      for (let index = 0; index < event.results.length; index += 1) {
        const result = event.results[index]!;
        text += result[0]?.transcript ?? '';
        final = result.isFinal;
      }
      if (final && text.trim()) optionsRef.current.onFinal(text.trim());
      else optionsRef.current.onTranscript(text);
    };
    recognition.onerror = (event) => {
      // aborting is the portal's own doing, not a failure
      if (event.error === 'aborted') return;
      optionsRef.current.onFailure(
        PERMISSION_ERRORS.has(event.error)
          ? { kind: 'microphone-permission' }
          : { kind: 'microphone', code: event.error },
      );
    };
    recognition.onend = () => {
      if (current.current === recognition) current.current = null;
      optionsRef.current.onEnd();
    };
    current.current = recognition;
    try {
      recognition.start();
    } catch {
      current.current = null;
      optionsRef.current.onFailure({ kind: 'microphone', code: 'start' });
      return false;
    }
    return true;
  }, [abort]);

  /** Stops listening; what was heard so far is still recognised. */
  const stop = useCallback(() => current.current?.stop(), []);

  useEffect(() => abort, [abort]);

  return { supported, start, stop, abort };
}
