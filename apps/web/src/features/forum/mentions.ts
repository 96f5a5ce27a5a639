import { PORTAL_PAGES, type TForumPost } from '@portal/contract';

const MENTION = /\[\[content:(\d+)\]\]/g;

/** What a student types to mention an item of the program. */
export function mentionToken(contentId: number): string {
  return `[[content:${contentId}]]`;
}

/**
 * The text with a mention put in place of the selection from `start` to `end`, set apart by a space from
 * the words on either side, and where the cursor goes after it.
 */
export function insertMention(text: string, start: number, end: number, contentId: number) {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const inserted = `${before !== '' && !/\s$/.test(before) ? ' ' : ''}${mentionToken(contentId)}${/^\s/.test(after) ? '' : ' '}`;
  return { text: `${before}${inserted}${after}`, cursor: start + inserted.length };
}

export type MentionLink = { name: string; url: string };

/**
 * Where each mention of a post leads: the item in the reader's own course room. Only mentions the
 * server resolved are here, so an item of another program stays plain text.
 */
export function mentionLinks(
  mentions: TForumPost['mentions'],
  room: { slug: string; subscriptionId: number } | null,
): Map<number, MentionLink> {
  if (!room) return new Map();
  return new Map(
    mentions.map((m) => [
      m.content_id,
      { name: m.name, url: PORTAL_PAGES.room(room.slug, room.subscriptionId, m.content_id) },
    ]),
  );
}

/** The part of a Markdown syntax tree this plugin reads and writes. */
type MdNode = { type: string; value?: string; url?: string; children?: MdNode[] };

function splitText(node: MdNode, links: Map<number, MentionLink>): MdNode[] {
  const value = node.value ?? '';
  const out: MdNode[] = [];
  let last = 0;
  for (const match of value.matchAll(MENTION)) {
    const link = links.get(Number(match[1]));
    if (!link) continue;
    if (match.index > last) out.push({ type: 'text', value: value.slice(last, match.index) });
    out.push({ type: 'link', url: link.url, children: [{ type: 'text', value: link.name }] });
    last = match.index + match[0].length;
  }
  if (last === 0) return [node];
  if (last < value.length) out.push({ type: 'text', value: value.slice(last) });
  return out;
}

function linkMentions(node: MdNode, links: Map<number, MentionLink>): void {
  if (!node.children) return;
  node.children = node.children.flatMap((child) => {
    if (child.type === 'text') return splitText(child, links);
    // a link's text stays as written; code is not text, so a mention in code stays too
    if (child.type !== 'link' && child.type !== 'linkReference') linkMentions(child, links);
    return [child];
  });
}

/** A remark plugin: each known `[[content:ID]]` in the text becomes a link to the item. */
export function remarkMentions(links: Map<number, MentionLink>) {
  return () => (tree: MdNode) => {
    if (links.size > 0) linkMentions(tree, links);
  };
}
