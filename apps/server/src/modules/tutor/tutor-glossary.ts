import { FR_EN } from './tutor-glossary-fr-en';

/** A text lower-cased with its accents taken off, as the search compares words. */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * A word (or glossary phrase) of a French question, with the English words it may be written as.
 * `acronym`: written in capitals ("CELI"), it names one thing and never starts a longer word.
 */
export type GlossaryWord = {
  text: string;
  english: string[];
  known: boolean;
  phrase: boolean;
  acronym: boolean;
};

/**
 * Words that ask, point or link rather than say what a question is about, which French text search
 * keeps (it drops "le", "de", "que"…) and whose English equivalents are stop words.
 */
const FILLER = new Set(
  `ai as avoir besoin bien ca cas ce cela ceci combien comment dit dois doit doivent donc elle elles
  entre envers est etre faire fait faut il ils indique indiquer je leur lui me mettre mieux moi mon
  moins nous on partir peut peux plus plutot pourquoi presence puis quand quel quelle quelles quels
  quoi selon si sont tous tout toute toutes tres tu vais vaut veux voudrais vous vraiment apres
  avant sans origine`.split(/\s+/),
);

const ELISION = /\b(?:l|d|j|qu|n|s|c|m|t|jusqu|lorsqu|puisqu)'/g;
const PHRASES = Object.keys(FR_EN)
  .filter((key) => key.includes(' '))
  .sort((a, b) => b.length - a.length);

/** The glossary's English for a French word, as written or in the singular or masculine. */
function englishOf(word: string): string[] | undefined {
  const forms = [word, word.replace(/[sx]$/, ''), word.replace(/e?s$/, ''), word.replace(/aux$/, 'al')];
  for (const form of forms) if (form.length >= 2 && FR_EN[form]) return FR_EN[form];
  return undefined;
}

/** The words written in capitals (folded), unless the whole question is: then none stands out. */
function acronymsOf(question: string): Set<string> {
  const words = question.match(/\p{L}+/gu) ?? [];
  const capitals = words.filter((w) => w.length >= 2 && w === w.toUpperCase() && w !== w.toLowerCase());
  return new Set(capitals.length < words.length / 2 ? capitals.map(fold) : []);
}

/**
 * A French question as its words and glossary phrases ("mot de passe"), accents folded and elisions
 * cut ("l’objet" → "objet"), each with the English the programs may use for it.
 */
export function glossaryWords(question: string): GlossaryWord[] {
  let text = ` ${fold(question).replace(/[’‘`]/g, "'").replace(ELISION, ' ')} `
    .replace(/[^\p{L}\p{N}'/-]+/gu, ' ')
    .replace(/(^|\s)-+|-+(?=\s)/g, ' ');
  const words: GlossaryWord[] = [];
  for (const phrase of PHRASES) {
    const at = text.indexOf(` ${phrase} `);
    if (at < 0) continue;
    words.push({ text: phrase, english: FR_EN[phrase]!, known: true, phrase: true, acronym: false });
    text = `${text.slice(0, at)} ${text.slice(at + phrase.length + 1)}`;
  }
  // "doit-elle", "est-ce": the word less its pronoun, unless the glossary knows the whole ("tout-petit")
  const split = text
    .split(/\s+/)
    .flatMap((w) => (w.includes('-') && !FR_EN[w] && !FR_EN[w.replace(/s$/, '')] ? w.split('-') : [w]));
  const acronyms = acronymsOf(question);
  for (const word of split.filter((w) => (w.length >= 2 || /\d/.test(w)) && !FILLER.has(w))) {
    const english = englishOf(word);
    words.push({
      text: word,
      english: english ?? [],
      known: english !== undefined,
      phrase: false,
      acronym: acronyms.has(word),
    });
  }
  return words;
}
