import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type TLanguage } from '@portal/contract';
import { parse } from 'yaml';

/**
 * Translations in the content folder. Any text value of a YAML file may be a plain string, in the
 * institute's default language, or a map of language to text (`{ en: "...", fr-CA: "..." }`). A
 * Markdown file `x.md` may have a sibling `x.fr-CA.md` holding the same text in another language.
 */

/** Looks like a language tag (`en`, `fr`, `fr-CA`, `es-MX`), so a map of them reads as translations. */
const TAG = /^[a-z]{2}(?:-[A-Z]{2})?$/;

export type TextProblem = { path: PropertyKey[]; message: string };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isTranslationMap(value: unknown): value is Record<string, unknown> {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((k) => TAG.test(k));
}

export function isLanguage(tag: string): tag is TLanguage {
  return (LANGUAGES as readonly string[]).includes(tag);
}

/** Every translation map in a parsed YAML tree that names an unknown language or lacks the default one. */
export function checkTranslationMaps(tree: unknown, defaultLanguage: TLanguage): TextProblem[] {
  const problems: TextProblem[] = [];
  const walk = (node: unknown, at: PropertyKey[]) => {
    if (isTranslationMap(node)) {
      for (const [tag, text] of Object.entries(node)) {
        if (!isLanguage(tag)) {
          problems.push({
            path: [...at, tag],
            message: `unknown language '${tag}'; the languages are ${LANGUAGES.join(', ')}`,
          });
        } else if (typeof text !== 'string') {
          problems.push({ path: [...at, tag], message: 'a translation is a text' });
        }
      }
      if (!(defaultLanguage in node)) {
        problems.push({
          path: at,
          message: `the text has no '${defaultLanguage}' version, the institute's default language`,
        });
      }
    } else if (Array.isArray(node)) node.forEach((item, i) => walk(item, [...at, i]));
    else if (isPlainObject(node)) for (const [k, v] of Object.entries(node)) walk(v, [...at, k]);
  };
  walk(tree, []);
  return problems;
}

/** The languages other than the default that some translation map of the tree names. */
export function languagesIn(tree: unknown): Set<TLanguage> {
  const found = new Set<TLanguage>();
  const walk = (node: unknown) => {
    if (isTranslationMap(node)) for (const tag of Object.keys(node)) if (isLanguage(tag)) found.add(tag);
    if (Array.isArray(node)) node.forEach(walk);
    else if (isPlainObject(node)) Object.values(node).forEach(walk);
  };
  walk(tree);
  return found;
}

/** The tree as read in one language: each map gives its text in that language, else in the default. */
export function inLanguage(tree: unknown, language: TLanguage, defaultLanguage: TLanguage): unknown {
  if (isTranslationMap(tree)) return tree[language] ?? tree[defaultLanguage];
  if (Array.isArray(tree)) return tree.map((item) => inLanguage(item, language, defaultLanguage));
  if (isPlainObject(tree)) {
    return Object.fromEntries(
      Object.entries(tree).map(([k, v]) => [k, inLanguage(v, language, defaultLanguage)]),
    );
  }
  return tree;
}

/** `lessons/intro.md` → `lessons/intro.fr-CA.md`. */
export function siblingOf(file: string, language: TLanguage): string {
  const ext = path.extname(file);
  return `${file.slice(0, file.length - ext.length)}.${language}${ext}`;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** A Markdown file's text as students read it: without its front matter, which describes it. */
export function readBody(dir: string, file: string): string {
  const text = readFileSync(path.join(dir, file), 'utf8');
  return file.endsWith('.md') ? text.replace(FRONT_MATTER, '') : text;
}

/** The Markdown file's text in the language, when a sibling holds it; null when none does. */
export function readSibling(dir: string, file: string, language: TLanguage): string | null {
  if (!file.endsWith('.md')) return null;
  const sibling = siblingOf(file, language);
  return existsSync(path.join(dir, sibling)) ? readBody(dir, sibling) : null;
}

function frontMatterOf(text: string): unknown {
  const match = FRONT_MATTER.exec(text);
  return match ? (parse(match[1]!) as unknown) : undefined;
}

/** Strings that name things rather than say them: they stay the same in every language. */
const NOT_TEXT = new Set([
  'key',
  'type',
  'src',
  'body',
  'image',
  'template',
  'file',
  'grading',
  'submission',
  'instructor',
  'start_date',
  'end_date',
  'file_extensions',
  'extensions',
]);

/**
 * Where a sibling's front matter differs from the original's in something other than its texts:
 * the same keys, and the same numbers, booleans, keys and file references.
 */
export function frontMatterDifference(original: string, sibling: string): string | null {
  const compare = (a: unknown, b: unknown, at: string[], textAllowed: boolean): string | null => {
    const where = at.join('.') || 'front matter';
    if (Array.isArray(a) || Array.isArray(b)) {
      if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return where;
      for (let i = 0; i < a.length; i++) {
        const found = compare(a[i], b[i], [...at, String(i)], textAllowed);
        if (found) return found;
      }
      return null;
    }
    if (isPlainObject(a) || isPlainObject(b)) {
      if (!isPlainObject(a) || !isPlainObject(b)) return where;
      const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
      for (const k of keys) {
        if (!(k in a) || !(k in b)) return [...at, k].join('.');
        const found = compare(a[k], b[k], [...at, k], !NOT_TEXT.has(k));
        if (found) return found;
      }
      return null;
    }
    if (typeof a === 'string' && typeof b === 'string' && textAllowed) return null;
    return a === b ? null : where;
  };
  return compare(frontMatterOf(original), frontMatterOf(sibling), [], true);
}

/** A problem with each sibling of the Markdown files whose front matter is not the original's. */
export function checkSiblings(
  root: string,
  dir: string,
  files: string[],
): { file: string; message: string }[] {
  const problems: { file: string; message: string }[] = [];
  for (const file of new Set(files.filter((f) => f.endsWith('.md')))) {
    const original = path.join(dir, file);
    if (!existsSync(original)) continue;
    for (const language of LANGUAGES) {
      const sibling = path.join(dir, siblingOf(file, language));
      if (!existsSync(sibling)) continue;
      const text = readFileSync(sibling, 'utf8');
      const key = frontMatterDifference(readFileSync(original, 'utf8'), text);
      if (key) {
        problems.push({
          file: path.relative(root, path.join(dir, siblingOf(file, language))),
          message: `${key}: the translation's front matter differs from ${path.relative(root, original)}; only texts may change`,
        });
      }
    }
  }
  return problems;
}

/**
 * The inverse of `inLanguage`: one tree made from the same tree as read in each language, where each
 * text that a language reads differently becomes a map of language to text.
 */
export function withTranslationMaps(trees: Partial<Record<TLanguage, unknown>>, base: TLanguage): unknown {
  const tree = trees[base];
  const others = (Object.entries(trees) as [TLanguage, unknown][]).filter(([language]) => language !== base);
  const at = (part: string | number) =>
    Object.fromEntries(
      (Object.entries(trees) as [TLanguage, unknown][]).map(([language, t]) => [
        language,
        (t as Record<string | number, unknown> | null | undefined)?.[part],
      ]),
    );
  if (typeof tree === 'string') {
    const differing = others.filter(([, text]) => typeof text === 'string' && text !== tree);
    return differing.length === 0 ? tree : { [base]: tree, ...Object.fromEntries(differing) };
  }
  if (Array.isArray(tree)) return tree.map((_, i) => withTranslationMaps(at(i), base));
  if (isPlainObject(tree)) {
    return Object.fromEntries(Object.keys(tree).map((k) => [k, withTranslationMaps(at(k), base)]));
  }
  return tree;
}
