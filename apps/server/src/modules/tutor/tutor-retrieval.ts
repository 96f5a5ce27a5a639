import type { Executor } from '../../db/client';
import type { TutorLanguage } from '../../providers/tutor/tutor-answerer';
import { type FoundPassage, type SearchConfig, lexemesOf, searchPassages } from './tutor.repository';

/**
 * A passage covers a question when it holds at least this share of the question's meaningful terms,
 * and two of them at least (or the only one): terms scattered over several passages are a coincidence
 * of words more often than an answer (docs/decisions/010-ai-tutor.md has the measures).
 */
export const COVERED_SHARE = 0.5;

export const covers = (matched: number, terms: number) =>
  matched >= COVERED_SHARE * terms && matched >= Math.min(2, terms);

/** How many passages an answer draws on: distinct items up to the most, parts of one item up to the least. */
export const MAX_PASSAGES = 4;
const MIN_PASSAGES = 3;
/** A question closely matches a quiz question from this Dice similarity of their terms (and 2 shared terms). */
export const QUIZ_MATCH_SIMILARITY = 0.6;
const CANDIDATES = 50;

const CONFIG: Record<TutorLanguage, SearchConfig> = { en: 'english', fr: 'french' };

const FRENCH_WORDS = new Set(
  'le la les un une des du de au aux est sont et ou que qui quoi quel quelle quels quelles comment pourquoi quand combien où je tu il elle nous vous ils elles mon ma mes ton ta tes son sa ses ce cette ces dans pour avec sur sans par pas ne faut dois doit peux peut puis-je est-ce qu’est-ce c’est'.split(
    ' ',
  ),
);
const ENGLISH_WORDS = new Set(
  'the a an is are was were what how why when which who where do does did can could should would i you my your it this that these those of to for with in on and or not if there'.split(
    ' ',
  ),
);

/** The question's language as far as its words tell: French or English (the default). */
export function languageOf(question: string): TutorLanguage {
  const words = question
    .toLowerCase()
    .replace(/'/g, '’')
    .split(/[^\p{L}’-]+/u);
  let french = /[àâçèéêëîïôùûüÿœ]/i.test(question) ? 1 : 0;
  let english = 0;
  for (const word of words) {
    if (FRENCH_WORDS.has(word) || /^(l|d|qu|c|j|n|s)’/.test(word)) french++;
    if (ENGLISH_WORDS.has(word)) english++;
  }
  return french > english ? 'fr' : 'en';
}

export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Stems of words that ask rather than say what the question is about. */
const ASKING: Record<TutorLanguage, Set<string>> = {
  en: new Set(
    'explain tell mean pleas describ defin definit know need want help thank hello hi question understand like exampl give happen'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'le quel quell comment pourquoi quand combien ou expliqu dir fair peux peut pouv dois doit faut sais savoir veux voudr merci bonjour question exempl signifi aid'.split(
      ' ',
    ),
  ),
};

/** The question's terms as the search stems them, accents folded, less the words that only ask. */
export async function termsOf(db: Executor, question: string, language: TutorLanguage) {
  const [asked, folded] = await lexemesOf(db, [question, fold(question)], CONFIG[language]);
  const terms = [...new Set(folded!.map(fold))].filter((t) => t.length >= 2 && !ASKING[language].has(t));
  // the words as written too, so a program written with accents is found
  const searched = [...new Set([...terms, ...asked!.filter((l) => !ASKING[language].has(fold(l)))])];
  return { terms, searched };
}

const quoted = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * Any of the terms, as a tsquery. French questions also match words that start with a term, so a
 * French question finds the cognates of an English program ("bactéries" → bacteria).
 */
export function anyOf(terms: string[], prefix: boolean): string {
  return terms.map((t) => (prefix && t.length >= 4 ? `${quoted(t)}:*` : quoted(t))).join(' | ');
}

function holds(lexemes: string[], term: string, prefix: boolean): boolean {
  return lexemes.some((l) => l === term || (prefix && term.length >= 4 && l.startsWith(term)));
}

export type RetrievedPassage = FoundPassage & { matched: string[] };

export type Retrieval = {
  language: TutorLanguage;
  terms: string[];
  passages: RetrievedPassage[];
  /** The share of the question's terms the best passage holds. */
  share: number;
  covered: boolean;
};

/**
 * The program's passages that cover the question, those holding most of its terms first, then
 * lessons before quizzes, then by text-search rank, one per item where possible. None means the
 * program does not cover it.
 */
export async function retrieve(
  db: Executor,
  search: { courseId: number; question: string; excludeContentIds: number[] },
): Promise<Retrieval> {
  const language = languageOf(search.question);
  const { terms, searched } = await termsOf(db, search.question, language);
  if (terms.length === 0) return { language, terms, passages: [], share: 0, covered: false };
  const prefix = language === 'fr';
  const found = await searchPassages(db, {
    courseId: search.courseId,
    config: CONFIG[language],
    tsquery: anyOf(searched, prefix),
    excludeContentIds: search.excludeContentIds,
    limit: CANDIDATES,
  });
  const scored = found
    .map((p) => {
      const lexemes = p.lexemes.map(fold);
      return { ...p, matched: terms.filter((t) => holds(lexemes, t, prefix)) };
    })
    // lessons and documents teach; a quiz's explanation comes after them at equal terms
    .sort(
      (a, b) =>
        b.matched.length - a.matched.length ||
        Number(a.quizQuestionId !== null) - Number(b.quizQuestionId !== null) ||
        b.rank - a.rank,
    );
  const candidates = scored.filter((p) => covers(p.matched.length, terms.length));
  const passages: RetrievedPassage[] = [];
  for (const p of candidates) {
    if (passages.length < MAX_PASSAGES && !passages.some((q) => q.contentId === p.contentId))
      passages.push(p);
  }
  // a second part of the same item rather than too few passages
  for (const p of candidates) {
    if (passages.length < MIN_PASSAGES && !passages.includes(p)) passages.push(p);
  }
  const share = (scored[0]?.matched.length ?? 0) / terms.length;
  return { language, terms, passages, share, covered: passages.length > 0 };
}

/**
 * Whether the question is (nearly) one of these quiz questions: the Dice similarity of their terms
 * reaches QUIZ_MATCH_SIMILARITY with at least two terms in common (or all of a shorter quiz question).
 */
export async function matchesQuizQuestion(
  db: Executor,
  question: string,
  quizQuestions: string[],
): Promise<boolean> {
  if (quizQuestions.length === 0) return false;
  const language = languageOf(question);
  const { terms } = await termsOf(db, question, language);
  if (terms.length === 0) return false;
  const asked = new Set(terms);
  const quiz = await lexemesOf(db, quizQuestions.map(fold), CONFIG[language]);
  return quiz.some((lexemes) => {
    const theirs = new Set(lexemes.map(fold).filter((t) => !ASKING[language].has(t)));
    const shared = [...theirs].filter((t) => asked.has(t)).length;
    const similarity = (2 * shared) / (asked.size + theirs.size);
    return similarity >= QUIZ_MATCH_SIMILARITY && shared >= Math.min(2, theirs.size);
  });
}
