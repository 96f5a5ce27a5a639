import type { Executor } from '../../db/client';
import type { TutorLanguage } from '../../providers/tutor/tutor-answerer';
import { counterpartsIn } from './tutor-counterparts';
import { fold, glossaryWords } from './tutor-glossary';
import {
  type FoundPassage,
  type PassageQueries,
  type PassageScope,
  type SearchConfig,
  countMatching,
  lexemesOf,
  listFrenchLexemes,
  listPassageLanguages,
  searchPassages,
} from './tutor.repository';

/**
 * A passage covers a question when it holds at least this share of the weight of the question's
 * concepts, each weighted by how rare it is in the program, and two of them at least (or the only
 * one): a question whose telling words the program never uses is not answered by its common ones
 * (docs/decisions/031-tutor-recall.md has the measures).
 */
export const COVERED_SHARE = 0.5;

export const covers = (share: number, matched: number, concepts: number) =>
  share >= COVERED_SHARE && matched >= Math.min(2, concepts);

/** How many passages an answer draws on, and parts of one item among them at most. */
export const MAX_PASSAGES = 4;
const PER_ITEM = 2;
/** A question closely matches a quiz question from this Dice similarity of their terms (and 2 shared terms). */
export const QUIZ_MATCH_SIMILARITY = 0.6;
const CANDIDATES = 100;

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
export async function termsOf(db: Executor, question: string, language: TutorLanguage): Promise<string[]> {
  const [folded] = await lexemesOf(db, [fold(question)], CONFIG[language]);
  return [...new Set(folded!)].filter((t) => t.length >= 2 && !ASKING[language].has(t));
}

const quoted = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** A French stem matches the words it starts, so "bactéries" finds "bacteria" (4 letters at least). */
const PREFIXED = 4;

/**
 * One thing the question asks about, as the passages may word it: stems of the question's own word
 * and, for a French question, the English words the glossary gives for it. A passage holds the
 * concept when it holds any of them, or, for a phrase, all of its words in either language.
 */
export type Concept = {
  word: string;
  english: string[];
  french: string[];
  phrase: boolean;
  acronym: boolean;
};

/**
 * The program's French words (as the index stems them, accents kept) by their folded form: a question's
 * folded stem "interet" is searched as the « intérêt » the text has, typed with its accents or not.
 */
export type Accents = Map<string, string[]>;

export function accentsOf(lexemes: string[]): Accents {
  const accents: Accents = new Map();
  for (const lexeme of lexemes) {
    const folded = fold(lexeme);
    accents.set(folded, [...(accents.get(folded) ?? []), lexeme]);
  }
  return accents;
}

/**
 * Whether a French stem of the question (folded) finds a word of a passage (folded): the same, one it
 * starts, or one a letter or two shorter, as the stemmer cuts « privée » to "priv" but "privee" to "prive".
 */
export const stemFinds = (stem: string, word: string) =>
  word === stem ||
  (stem.length >= PREFIXED && word.startsWith(stem)) ||
  (word.length >= PREFIXED && stem.startsWith(word) && stem.length - word.length <= 2);

/** Whether a concept's French stem finds a word: an acronym ("CELI") only itself, never « céliaque ». */
const finds = (concept: Concept, stem: string, word: string) =>
  concept.acronym ? word === stem : stemFinds(stem, word);

/**
 * Whether a text has the acronym as a word of its own: the stemmer cuts "CELI" to the "cel" of
 * « celles », so its stem alone does not tell them apart.
 */
const writes = (text: string, acronym: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${acronym}($|[^\\p{L}\\p{N}])`, 'u').test(fold(text));

/**
 * A French stem as a query: itself, a prefix from PREFIXED letters on (not an acronym's), or any word of
 * the program it finds.
 */
function frenchTerm(concept: Concept, t: string, accents: Accents): string {
  const prefix = t.length >= PREFIXED && !concept.acronym;
  const accented = [...accents].flatMap(([folded, lexemes]) => (finds(concept, t, folded) ? lexemes : []));
  const terms = [prefix ? `${quoted(t)}:*` : quoted(t), ...accented.map(quoted)];
  return terms.length > 1 ? `(${terms.join(' | ')})` : terms[0]!;
}

/** The passages holding any of the concepts (each phrase with all of its words in one language). */
function queriesOf(concepts: Concept[], accents: Accents = new Map()): PassageQueries {
  const each = (terms: (c: Concept) => string[], term: (t: string, c: Concept) => string) => [
    ...new Set(
      concepts
        .filter((c) => terms(c).length > 0)
        .map(
          (c) =>
            `(${terms(c)
              .map((t) => term(t, c))
              .join(c.phrase ? ' & ' : ' | ')})`,
        ),
    ),
  ];
  const english = each((c) => c.english, quoted);
  const french = each(
    (c) => c.french,
    (t, c) => frenchTerm(c, t, accents),
  );
  return {
    ...(english.length > 0 ? { english: english.join(' | ') } : {}),
    ...(french.length > 0 ? { french: french.join(' | ') } : {}),
  };
}

/** Whether a passage's words (and its text, which tells an acronym) hold the concept. */
function holds(lexemes: Record<SearchConfig, string[]>, text: string, concept: Concept): boolean {
  const english = lexemes.english.map(fold);
  const french = lexemes.french.map(fold);
  const heldFrench = (t: string) =>
    french.some((l) => finds(concept, t, l)) && (!concept.acronym || writes(text, concept.word));
  // a phrase ("règle de 72") is held with all of its words in one language, a word with any of its forms
  return concept.phrase
    ? (concept.english.length > 0 && concept.english.every((t) => english.includes(t))) ||
        (concept.french.length > 0 && concept.french.every(heldFrench))
    : concept.english.some((t) => english.includes(t)) || concept.french.some(heldFrench);
}

/** An English question's concepts: its stemmed terms. */
async function englishConcepts(db: Executor, question: string): Promise<Concept[]> {
  const terms = await termsOf(db, question, 'en');
  return terms.map((t) => ({ word: t, english: [t], french: [], phrase: false, acronym: false }));
}

/**
 * A French question's concepts: each meaningful word (or glossary phrase) with its French stem, which
 * finds the program's French words and English cognates, and the stems of its English equivalents.
 */
async function frenchConcepts(db: Executor, question: string): Promise<Concept[]> {
  const words = glossaryWords(question);
  const [frenchStems, englishStems] = await Promise.all([
    lexemesOf(
      db,
      words.map((w) => w.text),
      'french',
    ),
    lexemesOf(
      db,
      words.map((w) => w.english.join(' ')),
      'english',
    ),
  ]);
  return words
    .map((w, i) => ({
      word: w.text,
      phrase: w.phrase,
      acronym: w.acronym,
      // a phrase's own words ("mot de passe") say it in a French text only all together
      french: [...new Set(frenchStems[i]!.map(fold))].filter((t) => t.length >= 2 && !ASKING.fr.has(t)),
      english: [...new Set(englishStems[i]!.map(fold))].filter((t) => !ASKING.en.has(t)),
    }))
    .filter((c, i) => c.french.length > 0 || (words[i]!.known && c.english.length > 0));
}

/** A concept's weight: rare in the program, it tells more (BM25's inverse document frequency). */
const idf = (total: number, matching: number) => Math.log(1 + (total - matching + 0.5) / (matching + 0.5));

export type RetrievedPassage = FoundPassage & { matched: string[] };

export type Retrieval = {
  language: TutorLanguage;
  concepts: Concept[];
  passages: RetrievedPassage[];
  /** The weighted share of the question's concepts the best passage holds. */
  share: number;
  covered: boolean;
};

/**
 * The passages of the program the student may see that cover the question: those holding the most
 * of its concepts by weight first, then those whose own heading and body hold most, then lessons
 * before quizzes, then by text-search rank. None means the program does not cover it.
 */
export async function retrieve(
  db: Executor,
  search: {
    scope: Omit<PassageScope, 'language'>;
    fallback: string;
    question: string;
    excludeContentIds: number[];
  },
): Promise<Retrieval> {
  const language = languageOf(search.question);
  // the question's language where the program has it, then the program's own (as with the glossary):
  // a text worded otherwise than the question in one language may match it in the other
  const indexed = await listPassageLanguages(db, search.scope.courseId);
  const asked = language === 'fr' ? 'fr-CA' : 'en';
  const fallback = indexed.includes(search.fallback) ? search.fallback : (indexed[0] ?? search.fallback);
  const concepts = (
    language === 'fr' ? await frenchConcepts(db, search.question) : await englishConcepts(db, search.question)
  ).filter((c) => c.english.length > 0 || c.french.length > 0);
  const none = { language, concepts, passages: [], share: 0, covered: false };
  if (concepts.length === 0) return none;
  let best: Retrieval = none;
  for (const scopeLanguage of new Set([indexed.includes(asked) ? asked : fallback, fallback])) {
    const found = await retrieveIn(
      db,
      { ...search, scope: { ...search.scope, language: scopeLanguage } },
      language,
      concepts,
    );
    // the text holding more of the question answers; at equal share, the question's language's
    if (found.share > best.share || (found.covered && !best.covered)) best = found;
    if (found.share >= 1) break;
  }
  // found through the other language's text: cited in the question's, where the program has it
  if (best.covered && best.passages[0]?.language !== asked && indexed.includes(asked))
    return { ...best, passages: await counterpartsIn(db, search.scope.courseId, asked, best.passages) };
  return best;
}

/** The passages of one language's index that cover the question's concepts. */
async function retrieveIn(
  db: Executor,
  search: { scope: PassageScope; question: string; excludeContentIds: number[] },
  language: TutorLanguage,
  concepts: Concept[],
): Promise<Retrieval> {
  const { scope } = search;
  const accents = concepts.some((c) => c.french.length > 0)
    ? accentsOf(await listFrenchLexemes(db, scope))
    : new Map<string, string[]>();
  const [found, counts] = await Promise.all([
    searchPassages(db, {
      scope,
      queries: queriesOf(concepts, accents),
      excludeContentIds: search.excludeContentIds,
      limit: CANDIDATES,
    }),
    countMatching(
      db,
      scope,
      concepts.map((c) => queriesOf([c], accents)),
    ),
  ]);
  const weights = counts.matching.map((n) => idf(counts.total, n));
  const whole = weights.reduce((a, b) => a + b, 0);
  const shareOf = (lexemes: Record<SearchConfig, string[]>, text: string) =>
    whole > 0
      ? concepts.reduce((sum, c, i) => sum + (holds(lexemes, text, c) ? weights[i]! : 0), 0) / whole
      : 0;
  const scored = found
    .map((p) => {
      const text = `${p.heading}\n${p.body}`;
      const held = concepts.map((c) => holds(p.lexemes, text, c));
      return {
        ...p,
        matched: concepts.filter((_, i) => held[i]).flatMap((c) => [...c.english, ...c.french]),
        count: held.filter(Boolean).length,
        share: shareOf(p.lexemes, text),
        // among the parts of an item, which share its name, the one whose own words answer
        ownShare: shareOf(p.own, p.body) + shareOf(p.headed, p.heading),
      };
    })
    // lessons and documents teach; a quiz's explanation comes after them at equal weight
    .sort(
      (a, b) =>
        b.share - a.share ||
        b.ownShare - a.ownShare ||
        Number(a.quizQuestionId !== null) - Number(b.quizQuestionId !== null) ||
        b.rank - a.rank,
    );
  const candidates = scored.filter((p) => covers(p.share, p.count, concepts.length));
  // the best passages, no more than two parts of one item, so that others are cited too
  const passages: typeof candidates = [];
  for (const p of candidates) {
    if (
      passages.length < MAX_PASSAGES &&
      passages.filter((q) => q.contentId === p.contentId).length < PER_ITEM
    )
      passages.push(p);
  }
  return {
    language,
    concepts,
    passages: passages.map(({ count: _count, share: _share, ownShare: _ownShare, ...p }) => p),
    share: scored[0]?.share ?? 0,
    covered: passages.length > 0,
  };
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
  const terms = await termsOf(db, question, language);
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
