import path from 'node:path';
import type { TLanguage } from '@portal/contract';
import { siblingOf } from './languages';

/** One file of an exported content folder: a text, or a stored media asset read as it is written. */
export type FolderFile = { path: string; text: string } | { path: string; media: string };

/** A stored asset's key without the content hash the store added: `intro-3f9a…c2.webm` → `intro.webm`. */
const importedName = (key: string) => key.replace(/-[0-9a-f]{16}(\.[a-z0-9]+)$/, '$1');

/**
 * The files of a content folder being written: each Markdown text with a sibling for each language
 * that reads it differently, and each media asset once per folder under the name it was imported with,
 * so that importing the folder again stores it under the same key.
 */
export class FolderFiles {
  private readonly texts = new Map<string, Partial<Record<TLanguage, string>>>();
  private readonly media = new Map<string, string>();
  private readonly yaml: FolderFile[] = [];

  constructor(private readonly base: TLanguage) {}

  /** Records `text` as the Markdown file `file` reads in `language`; gives the path the YAML names. */
  markdown(dir: string, file: string, language: TLanguage, text: string): string {
    const texts = this.texts.get(path.posix.join(dir, file)) ?? {};
    texts[language] = text;
    this.texts.set(path.posix.join(dir, file), texts);
    return file;
  }

  /** Records the asset under `dir/<folder>/`; gives its path relative to `dir`, as the YAML names it. */
  asset(dir: string, folder: string, key: string): string {
    let file = path.posix.join(folder, importedName(key));
    const taken = this.media.get(path.posix.join(dir, file));
    if (taken !== undefined && taken !== key) file = path.posix.join(folder, key);
    this.media.set(path.posix.join(dir, file), key);
    return file;
  }

  yamlFile(file: string, text: string) {
    this.yaml.push({ path: file, text });
  }

  /** Every file, in a stable order: the same content gives the same folder. */
  files(): FolderFile[] {
    const files: FolderFile[] = [...this.yaml];
    for (const [file, texts] of this.texts) {
      const base = texts[this.base] ?? '';
      files.push({ path: file, text: base });
      for (const [language, text] of Object.entries(texts) as [TLanguage, string][]) {
        if (language !== this.base && text !== base) files.push({ path: siblingOf(file, language), text });
      }
    }
    for (const [file, key] of this.media) files.push({ path: file, media: key });
    return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }
}
