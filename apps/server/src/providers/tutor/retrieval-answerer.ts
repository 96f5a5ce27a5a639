import { relevantSentences } from './relevant-sentences';
import type { TutorAnswerer, TutorLanguage, TutorPassage } from './tutor-answerer';

const WORDING = {
  en: {
    intro: 'Here is what your program says about this.',
    from: (p: TutorPassage) => `From “${p.contentName}” (${p.sectionName})`,
    colon: ':',
  },
  fr: {
    intro: 'Voici ce qu’en dit votre programme.',
    from: (p: TutorPassage) => `D’après « ${p.contentName} » (${p.sectionName})`,
    colon: ' :',
  },
} as const;

/**
 * The answer the built-in tutor gives: the question's most relevant sentences of each passage, each
 * part ending with its passage's number, [1] for the first source.
 */
export function composeAnswer(passages: TutorPassage[], language: TutorLanguage): string {
  const words = WORDING[language];
  const parts = passages.map((p, i) => {
    // a quiz passage's heading is its question, which the explanation answers
    const heading =
      p.heading && p.heading !== p.contentName && p.contentType !== 'quiz' ? `, ${p.heading}` : '';
    return `${words.from(p)}${heading}${words.colon} ${relevantSentences(p.body, p.matched, 420)} [${i + 1}]`;
  });
  return [words.intro, ...parts].join('\n\n');
}

/** Pieces of a word and the space after it, as a model streams them. */
export function* tokensOf(text: string): Generator<string> {
  for (const match of text.matchAll(/\S+\s*/g)) yield match[0];
}

/** The default tutor: no model, answers from the program's own passages. */
export function createRetrievalAnswerer(): TutorAnswerer {
  return {
    kind: 'retrieval',
    async *answer({ passages, language, signal }) {
      for (const token of tokensOf(composeAnswer(passages, language))) {
        if (signal.aborted) return;
        yield token;
      }
    },
  };
}
