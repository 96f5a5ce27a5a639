import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { LineCounter, parseDocument, isMap, isSeq, type Node } from 'yaml';
import type { z } from 'zod';
import { type TInstituteFile, type TProgramFile, ZInstituteFile, ZProgramFile } from './format';
import { keyOf } from './keys';

export type ImportProblem = { file: string; line: number | null; message: string };

/** Why a folder was refused: every problem found, each with its file and line. */
export class ImportError extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super(problems.map((p) => `${p.file}${p.line ? `:${p.line}` : ''}: ${p.message}`).join('\n'));
  }
}

export type ProgramFolder = { slug: string; dir: string; program: TProgramFile };
export type ContentFolder = { root: string; institute: TInstituteFile; programs: ProgramFolder[] };

type Parsed<T> = { value: T; lineOf: (pathParts: PropertyKey[]) => number | null };

function nodeAt(root: Node | null, parts: PropertyKey[]): Node | null {
  let node: unknown = root;
  for (const part of parts) {
    if (isMap(node)) node = node.get(String(part), true);
    else if (isSeq(node)) node = node.get(Number(part), true);
    else return (node as Node | null) ?? null;
  }
  return (node as Node | null) ?? null;
}

function parseYaml<T>(
  file: string,
  relative: string,
  schema: z.ZodType<T>,
  problems: ImportProblem[],
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
  const result = schema.safeParse(doc.toJS());
  if (!result.success) {
    for (const issue of result.error.issues) {
      const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
      problems.push({ file: relative, line: lineOf(issue.path), message: `${where}${issue.message}` });
    }
    return null;
  }
  return { value: result.data, lineOf };
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
  const institute = parseYaml(instituteFile, 'institute.yaml', ZInstituteFile, problems);
  if (institute) {
    checkFilesExist(
      root,
      root,
      'institute.yaml',
      instituteReferences(institute.value),
      institute.lineOf,
      problems,
    );
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
    const parsed = parseYaml(path.join(dir, 'program.yaml'), relative, ZProgramFile, problems);
    if (!parsed) continue;
    checkFilesExist(dir, root, relative, programReferences(parsed.value), parsed.lineOf, problems);
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
    programs.push({ slug, dir, program: parsed.value });
  }
  if (problems.length > 0 || !institute) throw new ImportError(problems);
  return { root, institute: institute.value, programs };
}
