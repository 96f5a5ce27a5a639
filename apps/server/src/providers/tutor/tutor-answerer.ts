import type { TContentType } from '@portal/contract';

export type TutorLanguage = 'en' | 'fr';

/** A passage of the program retrieved for a question, with the question's terms it contains. */
export type TutorPassage = {
  contentName: string;
  contentType: TContentType;
  sectionName: string;
  heading: string;
  body: string;
  /** The question's lexemes (as the search stemmed them) found in the passage. */
  matched: string[];
};

export type TutorTurn = { role: 'student' | 'tutor'; text: string };

/**
 * Writes the answer to a question the program covers, from the passages retrieved for it: the
 * built-in retrieval answerer (default) or an OpenAI-compatible chat model. The answer comes in
 * pieces as they are ready; a failure throws, and `signal` stops it when the student leaves.
 */
export type TutorAnswerer = {
  kind: 'retrieval' | 'openai';
  answer(input: {
    question: string;
    passages: TutorPassage[];
    history: TutorTurn[];
    language: TutorLanguage;
    signal: AbortSignal;
  }): AsyncIterable<string>;
};
