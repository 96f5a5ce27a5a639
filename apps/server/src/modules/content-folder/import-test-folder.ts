import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { ImportError, readContentFolder } from './read-folder';

/** Replaces a text in a file of a copied content folder; the text must be there. */
export function editIn(folder: string, file: string, from: string, to: string) {
  const target = path.join(folder, file);
  const text = readFileSync(target, 'utf8');
  expect(text).toContain(from);
  writeFileSync(target, text.replace(from, to));
}

/** What the import says is wrong with a content folder it refuses. */
export function problemsOf(root: string) {
  try {
    readContentFolder(root);
  } catch (error) {
    expect(error).toBeInstanceOf(ImportError);
    return (error as ImportError).problems;
  }
  throw new Error('the folder was accepted');
}
