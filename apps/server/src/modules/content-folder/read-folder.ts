import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { LineCounter, parseDocument, isMap, isSeq, type Node } from 'yaml';
import type { TLanguage } from '@portal/contract';
import type { z } from 'zod';
import { type TInstituteFile, type TProgramFile, ZInstituteFile, ZProgramFile } from './format';
import { videoDurationOf } from '../media/video-duration';
import { keyOf } from '../catalogue/keys';
import { checkSiblings, checkTranslationMaps, inLanguage, isLanguage, languagesIn } from './languages';
import { checkWebVtt } from './webvtt';

export type ImportProblem = { file: string; line: number | null; message: string };

/** Why a folder was refused: every problem found, each with its file and line. */
export class ImportError extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super(problems.map((p) => `${p.file}${p.line ? `:${p.line}` : ''}: ${p.message}`).join('\n'));
  }
}

/** A file's values in each language it is translated into, beside the default language's. */
export type Translated<T> = Partial<Record<TLanguage, T>>;

export type ProgramFolder = {
  slug: string;
  dir: string;
  program: TProgramFile;
  translations: Translated<TProgramFile>;
};
export type ContentFolder = {
  root: string;
  institute: TInstituteFile;
  instituteTranslations: Translated<TInstituteFile>;
  programs: ProgramFolder[];
};

type Parsed<T> = {
  value: T;
  translations: Translated<T>;
  lineOf: (pathParts: PropertyKey[]) => number | null;
};

function nodeAt(root: Node | null, parts: PropertyKey[]): Node | null {
  let node: unknown = root;
  for (const part of parts) {
    if (isMap(node)) node = node.get(String(part), true);
    else if (isSeq(node)) node = node.get(Number(part), true);
    else return (node as Node | null) ?? null;
  }
  return (node as Node | null) ?? null;
}

/** The default language as institute.yaml names it, before it is validated. */
function defaultLanguageOf(tree: unknown): TLanguage {
  const named = (tree as { default_language?: unknown } | null)?.default_language;
  return typeof named === 'string' && isLanguage(named) ? named : 'en';
}

function parseYaml<T>(
  file: string,
  relative: string,
  schema: z.ZodType<T>,
  problems: ImportProblem[],
  defaultLanguage: TLanguage | null,
): Parsed<T> | null {
  const lineCounter = new LineCounter();
  const doc = parseDocument(readFileSync(file, 'utf8'), { lineCounter, prettyErrors: false });
  if (doc.errors.length > 0) {
    for (const error of doc.errors) {
      problems.push({
        file: relative,
        line: error.linePos?.[0]?.line ?? null,
        message: error.message.split('\n')[0]!,
      });
    }
    return null;
  }
  const lineOf = (parts: PropertyKey[]) => {
    // a missing key points at its nearest parent that exists
    for (let depth = parts.length; depth >= 0; depth--) {
      const node = nodeAt(doc.contents, parts.slice(0, depth));
      if (node?.range) return lineCounter.linePos(node.range[0]).line;
    }
    return null;
  };
  const tree: unknown = doc.toJS();
  const base = defaultLanguage ?? defaultLanguageOf(tree);
  const mapProblems = checkTranslationMaps(tree, base);
  for (const problem of mapProblems) {
    problems.push({
      file: relative,
      line: lineOf(problem.path),
      message: `${problem.path.join('.')}: ${problem.message}`,
    });
  }
  if (mapProblems.length > 0) return null;
  const parseIn = (language: TLanguage) => {
    const result = schema.safeParse(inLanguage(tree, language, base));
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
      const which = language === base ? '' : ` (${language})`;
      problems.push({
        file: relative,
        line: lineOf(issue.path),
        message: `${where}${issue.message}${which}`,
      });
    }
    return null;
  };
  const value = parseIn(base);
  if (value === null) return null;
  const translations: Translated<T> = {};
  for (const language of languagesIn(tree)) {
    if (language === base) continue;
    const translated = parseIn(language);
    if (translated === null) return null;
    translations[language] = translated;
  }
  return { value, translations, lineOf };
}

/** Every relative file path a program or the institute names, with where it is named. */
function checkFilesExist(
  dir: string,
  root: string,
  relativeYaml: string,
  references: { path: PropertyKey[]; file: string }[],
  lineOf: (parts: PropertyKey[]) => number | null,
  problems: ImportProblem[],
) {
  for (const ref of references) {
    const target = path.join(dir, ref.file);
    if (!existsSync(target) || !statSync(target).isFile()) {
      problems.push({
        file: relativeYaml,
        line: lineOf(ref.path),
        message: `${ref.path.join('.')}: no file at ${path.relative(root, target)}`,
      });
    }
  }
}

function programReferences(program: TProgramFile) {
  const refs: { path: PropertyKey[]; file: string }[] = [
    { path: ['description'], file: program.description },
  ];
  if (program.image) refs.push({ path: ['image'], file: program.image });
  program.sections.forEach((section, s) =>
    section.contents.forEach((content, c) => {
      const at = ['sections', s, 'contents', c];
      if ('body' in content && content.body) refs.push({ path: [...at, 'body'], file: content.body });
      if (content.type === 'video' && !/^https:\/\//.test(content.src)) {
        refs.push({ path: [...at, 'src'], file: content.src });
      }
      if (content.type === 'video') {
        content.captions.forEach((caption, i) =>
          refs.push({ path: [...at, 'captions', i, 'file'], file: caption.file }),
        );
      }
    }),
  );
  return refs;
}

function instituteReferences(institute: TInstituteFile) {
  const refs: { path: PropertyKey[]; file: string }[] = [];
  for (const key of ['logo', 'footer_logo', 'reward_icon'] as const) {
    const file = institute.site[key];
    if (file) refs.push({ path: ['site', key], file });
  }
  institute.documents.forEach((doc, i) => {
    if (doc.template) refs.push({ path: ['documents', i, 'template'], file: doc.template });
  });
  institute.rewards.levels.forEach((level, i) => {
    if (level.image) refs.push({ path: ['rewards', 'levels', i, 'image'], file: level.image });
  });
  return refs;
}

/**
 * Each caption file that exists is a WebVTT file whose cues end within the video, when the video is a
 * file of the folder whose duration its header gives; a problem names the caption file and its line.
 */
function checkCaptions(dir: string, root: string, program: TProgramFile, problems: ImportProblem[]) {
  for (const section of program.sections) {
    for (const content of section.contents) {
      if (content.type !== 'video' || content.captions.length === 0) continue;
      const video = path.join(dir, content.src);
      const local = !/^https:\/\//.test(content.src) && existsSync(video) && statSync(video).isFile();
      const seconds = local ? videoDurationOf(video) : null;
      for (const caption of content.captions) {
        const file = path.join(dir, caption.file);
        if (!existsSync(file) || !statSync(file).isFile()) continue;
        for (const { line, message } of checkWebVtt(readFileSync(file, 'utf8'), seconds)) {
          problems.push({ file: path.relative(root, file), line, message });
        }
      }
    }
  }
}

/** Keys name rows on re-import, so two items of one list may not share one. */
function checkUniqueKeys(
  program: TProgramFile,
  relative: string,
  lineOf: (parts: PropertyKey[]) => number | null,
  problems: ImportProblem[],
) {
  const lists: { path: PropertyKey[]; items: { key?: string | undefined; name: string }[] }[] = [
    { path: ['cohorts'], items: program.cohorts },
    { path: ['payment_plans'], items: program.payment_plans },
    { path: ['sections'], items: program.sections },
    ...program.sections.map((section, s) => ({ path: ['sections', s, 'contents'], items: section.contents })),
  ];
  for (const list of lists) {
    const seen = new Set<string>();
    list.items.forEach((item, i) => {
      const key = keyOf(item);
      if (seen.has(key)) {
        problems.push({
          file: relative,
          line: lineOf([...list.path, i]),
          message: `${[...list.path, i].join('.')}: the key '${key}' is used twice; give one a different name or key`,
        });
      }
      seen.add(key);
    });
  }
}

/** Reads and validates a whole content folder; nothing is written anywhere. */
export function readContentFolder(root: string): ContentFolder {
  const problems: ImportProblem[] = [];
  const instituteFile = path.join(root, 'institute.yaml');
  if (!existsSync(instituteFile)) {
    throw new ImportError([{ file: 'institute.yaml', line: null, message: `no institute.yaml in ${root}` }]);
  }
  const institute = parseYaml(instituteFile, 'institute.yaml', ZInstituteFile, problems, null);
  const defaultLanguage = institute?.value.default_language ?? 'en';
  if (institute) {
    const refs = instituteReferences(institute.value);
    checkFilesExist(root, root, 'institute.yaml', refs, institute.lineOf, problems);
    for (const problem of checkSiblings(
      root,
      root,
      refs.map((r) => r.file),
    )) {
      problems.push({ ...problem, line: null });
    }
  }

  const programsDir = path.join(root, 'programs');
  const slugs = existsSync(programsDir)
    ? readdirSync(programsDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];
  const programs: ProgramFolder[] = [];
  for (const slug of slugs) {
    const dir = path.join(programsDir, slug);
    const relative = `programs/${slug}/program.yaml`;
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
      problems.push({
        file: `programs/${slug}`,
        line: null,
        message: 'a program folder is named in lower-case words joined by hyphens',
      });
      continue;
    }
    if (!existsSync(path.join(dir, 'program.yaml'))) {
      problems.push({ file: relative, line: null, message: 'missing program.yaml' });
      continue;
    }
    const parsed = parseYaml(
      path.join(dir, 'program.yaml'),
      relative,
      ZProgramFile,
      problems,
      defaultLanguage,
    );
    if (!parsed) continue;
    const refs = programReferences(parsed.value);
    checkFilesExist(dir, root, relative, refs, parsed.lineOf, problems);
    for (const problem of checkSiblings(
      root,
      dir,
      refs.map((r) => r.file),
    )) {
      problems.push({ ...problem, line: null });
    }
    checkCaptions(dir, root, parsed.value, problems);
    checkUniqueKeys(parsed.value, relative, parsed.lineOf, problems);
    const instructorKeys = new Set(institute?.value.instructors.map((i) => i.key));
    const named = [
      { path: ['instructor'], key: parsed.value.instructor },
      ...parsed.value.cohorts.map((c, i) => ({ path: ['cohorts', i, 'instructor'], key: c.instructor })),
    ];
    for (const ref of named) {
      if (ref.key && institute && !instructorKeys.has(ref.key)) {
        problems.push({
          file: relative,
          line: parsed.lineOf(ref.path),
          message: `${ref.path.join('.')}: no instructor '${ref.key}' in institute.yaml`,
        });
      }
    }
    programs.push({ slug, dir, program: parsed.value, translations: parsed.translations });
  }
  if (problems.length > 0 || !institute) throw new ImportError(problems);
  return { root, institute: institute.value, instituteTranslations: institute.translations, programs };
}
