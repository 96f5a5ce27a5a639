import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A chunk in Vite's build manifest (dist/.vite/manifest.json), keyed by its source. */
type Chunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

/**
 * The JavaScript files a painted page runs once it is shown: what the entry imports on demand (the
 * app's start, in parts) and the modules the page drew (its route's and its parts', by their keys in
 * the manifest), with their imports, less the files the entry itself loads. Paths are as the page asks
 * for them (`/assets/…`).
 */
export function hydrationFiles(distDir: string): (drawn: readonly string[]) => string[] {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
  const closure = (keys: readonly string[], into = new Set<string>()): Set<string> => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || into.has(key)) continue;
      into.add(key);
      closure(chunk.imports ?? [], into);
    }
    return into;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loaded = closure(entries);
  const start = entries.flatMap((key) => manifest[key]!.dynamicImports ?? []);
  return (drawn) =>
    [...closure([...start, ...drawn])]
      .filter((key) => !loaded.has(key))
      .map((key) => `/${manifest[key]!.file}`);
}

/**
 * The links that have the browser fetch those files, in a template (inert) under the id the web entry
 * looks for (`apps/web/src/ssr/page-state-id.ts`): the entry puts them in once the page has loaded.
 * Module preloads, not prefetches: the browser compiles each module as it comes, off the main thread,
 * so that running the app later costs the page less.
 */
export function appFilesTemplate(files: string[]): string {
  const links = files.map((file) => `<link rel="modulepreload" href="${file}">`).join('');
  return `<template id="portal-app-files">${links}</template>`;
}
