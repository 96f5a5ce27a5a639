import { useCallback, useEffect, useRef } from 'react';

export function speechSynthesisSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    typeof window.SpeechSynthesisUtterance === 'function'
  );
}

/** An answer as it is read: Markdown's marks and link targets are not said aloud. */
export function speakableText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Sentences grouped up to about 200 characters: Chrome stops reading a long utterance after some seconds. */
export function speechChunks(text: string, size = 200): string[] {
  const sentences = text.match(/[^.!?]+[.!?]*\s*/g) ?? [];
  const chunks: string[] = [];
  let chunk = '';
  for (const sentence of sentences) {
    if (chunk && chunk.length + sentence.length > size) {
      chunks.push(chunk.trim());
      chunk = '';
    }
    chunk += sentence;
  }
  if (chunk.trim()) chunks.push(chunk.trim());
  return chunks;
}

type Options = {
  /** A BCP 47 tag: 'en-CA', 'fr-CA'. */
  lang: string;
  onStart: () => void;
  /** The reading ended: read to the end, failed, or cancelled. */
  onEnd: () => void;
};

/** The speaker: reads an answer aloud in the student's language. */
export function useSpeechSynthesis(options: Options) {
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  // each reading and each cancel moves it on, so a cancelled reading's late events are ignored
  const reading = useRef(0);
  const supported = speechSynthesisSupported();

  const cancel = useCallback(() => {
    reading.current += 1;
    if (speechSynthesisSupported()) window.speechSynthesis.cancel();
  }, []);

  const speak = useCallback(
    (markdown: string) => {
      if (!speechSynthesisSupported()) return;
      cancel();
      const chunks = speechChunks(speakableText(markdown));
      if (chunks.length === 0) return;
      const mine = reading.current;
      const isCurrent = () => mine === reading.current;
      const end = () => {
        if (!isCurrent()) return;
        reading.current += 1;
        optionsRef.current.onEnd();
      };
      chunks.forEach((chunk, index) => {
        const utterance = new window.SpeechSynthesisUtterance(chunk);
        utterance.lang = optionsRef.current.lang;
        if (index === 0)
          utterance.onstart = () => {
            if (isCurrent()) optionsRef.current.onStart();
          };
        if (index === chunks.length - 1) utterance.onend = end;
        utterance.onerror = () => {
          if (!isCurrent()) return;
          window.speechSynthesis.cancel();
          end();
        };
        window.speechSynthesis.speak(utterance);
      });
    },
    [cancel],
  );

  useEffect(() => cancel, [cancel]);

  return { supported, speak, cancel };
}
