import { sentencesOf } from '../../providers/tutor/relevant-sentences';

/** A part of an item as the tutor searches and cites it: plain text under its heading. */
export type PassageText = { heading: string; body: string };

/** Long enough to carry a point with its context, short enough for a model's prompt and a fair rank. */
export const PASSAGE_MAX_CHARS = 1200;

/** Markdown's inline marks reduced to their text: links and images to their words, emphasis and code unmarked. */
export function inlineText(markdown: string): string {
  return markdown
    .replace(/<[^>]+>/g, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\p{L}\p{N}])[*_]([^*_\n]+)[*_](?=$|[^\p{L}\p{N}])/gu, '$1$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!|>])/g, '$1')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

const TABLE_RULE = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;

/** One block of Markdown (a paragraph, list, table or quote) as lines of plain text. */
export function blockText(block: string): string {
  const lines = block.split('\n').filter((l) => l.trim() !== '');
  if (lines.every((l) => l.trim().startsWith('|'))) {
    // a row reads as its cells, "Whole poultry: 82°C"
    return lines
      .filter((l) => !TABLE_RULE.test(l))
      .map((l) =>
        l
          .split('|')
          .map((c) => inlineText(c))
          .filter(Boolean)
          .join(': '),
      )
      .join('\n');
  }
  const text: string[] = [];
  for (const line of lines) {
    const item = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line);
    const bare = line.replace(/^\s*>\s?/, '').replace(/^#{4,6}\s+/, '');
    // a list item is a line of its own; other lines of a paragraph run on
    if (item || text.length === 0) text.push(inlineText(item ? item[1]! : bare));
    else text[text.length - 1] += ` ${inlineText(bare)}`;
  }
  return text.filter(Boolean).join('\n');
}

/** A text cut at sentence ends into pieces of at most `max` characters (a longer sentence stands alone). */
function cutText(text: string, max: number): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const sentence of sentencesOf(text)) {
    if (current && current.length + sentence.length + 1 > max) {
      pieces.push(current);
      current = '';
    }
    current = current ? `${current} ${sentence}` : sentence;
  }
  if (current) pieces.push(current);
  return pieces;
}

/** Paragraphs gathered into passages of at most `max` characters, in order. */
export function packParagraphs(paragraphs: string[], max = PASSAGE_MAX_CHARS): string[] {
  const passages: string[] = [];
  let current = '';
  for (const paragraph of paragraphs.flatMap((p) => (p.length > max ? cutText(p, max) : [p]))) {
    if (current && current.length + paragraph.length + 1 > max) {
      passages.push(current);
      current = '';
    }
    current = current ? `${current}\n${paragraph}` : paragraph;
  }
  if (current) passages.push(current);
  return passages;
}

/**
 * A Markdown text split at its ## and ### headings, each part's heading kept as its passage's heading
 * (the # title, else `title`, for the part before the first), long parts cut between paragraphs.
 */
export function passagesOfMarkdown(markdown: string, title: string): PassageText[] {
  const parts: { heading: string; blocks: string[] }[] = [{ heading: title, blocks: [] }];
  let block: string[] = [];
  let fenced = false;
  const endBlock = () => {
    if (block.length > 0) parts[parts.length - 1]!.blocks.push(block.join('\n'));
    block = [];
  };
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      continue;
    }
    const heading = fenced ? null : /^(#{1,3})\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      endBlock();
      const text = inlineText(heading[2]!);
      if (heading[1] === '#') {
        if (parts.length === 1 && parts[0]!.blocks.length === 0) parts[0]!.heading = text;
        else block.push(text);
      } else parts.push({ heading: text, blocks: [] });
    } else if (!fenced && line.trim() === '') endBlock();
    else block.push(line);
  }
  endBlock();
  return parts.flatMap(({ heading, blocks }) =>
    packParagraphs(blocks.map(blockText).filter(Boolean)).map((body) => ({ heading, body })),
  );
}
