/** The sentences of a plain-text passage, list items and table rows counting as sentences. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=[A-Z0-9À-Ý«“"(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A word of the text stands for a search lexeme when it starts with the stem (or the stem less its last letter). */
function containsTerm(words: string[], term: string): boolean {
  const stem = fold(term);
  const short = stem.length >= 5 ? stem.slice(0, -1) : stem;
  return words.some((w) => w.startsWith(short));
}

/**
 * The sentences of a passage that hold most of the question's terms, in their order in the passage,
 * up to about `maxChars`; the opening sentences when none holds a term.
 */
export function relevantSentences(text: string, terms: string[], maxChars: number): string {
  const sentences = sentencesOf(text);
  const scored = sentences.map((sentence, index) => {
    const words = fold(sentence)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    return { sentence, index, score: terms.filter((t) => containsTerm(words, t)).length };
  });
  const ranked = scored.some((s) => s.score > 0)
    ? scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score || a.index - b.index)
    : scored;
  const chosen: typeof scored = [];
  let length = 0;
  for (const s of ranked) {
    if (length >= maxChars) break;
    // a sentence that introduces a list comes with the list, or not at all
    const group = (s.sentence.endsWith(':') ? scored.slice(s.index, s.index + 5) : [s]).filter(
      (g) => !chosen.includes(g),
    );
    const size = group.reduce((total, g) => total + g.sentence.length + 1, 0);
    if (group.length === 0 || (chosen.length > 0 && length + size > maxChars)) continue;
    chosen.push(...group);
    length += size;
  }
  chosen.sort((a, b) => a.index - b.index);
  const joined = chosen
    .map((s, i) => {
      const next = chosen[i + 1];
      if (/[.!?:;]$/.test(s.sentence)) return s.sentence;
      // items of a list run on as one sentence
      const listed = next?.index === s.index + 1 && !/^[A-Z]/.test(next.sentence);
      if (listed && /(,|\band|\bor|\bthen)$/.test(s.sentence)) return s.sentence;
      return `${s.sentence}${listed ? ';' : '.'}`;
    })
    .join(' ');
  return joined.length > maxChars ? `${joined.slice(0, maxChars - 1).trimEnd()}…` : joined;
}
