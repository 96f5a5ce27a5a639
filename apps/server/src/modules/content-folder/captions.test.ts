import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoContentDir } from '../../paths';
import { editIn, problemsOf } from './import-test-folder';
import { readContentFolder } from './read-folder';

const programFile = 'programs/food-handler-certification/program.yaml';
const english = 'programs/food-handler-certification/media/handwashing.en.vtt';

let folder: string | null = null;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = null;
});

function copyDemo(): string {
  folder = mkdtempSync(path.join(tmpdir(), 'portal-captions-'));
  cpSync(demoContentDir, folder, { recursive: true });
  return folder;
}

const edit = (file: string, from: string, to: string) => editIn(folder!, file, from, to);

/** The line (from 1) of the caption file's nth cue timing (from 1). */
function timingLine(file: string, n: number): number {
  const lines = readFileSync(path.join(folder!, file), 'utf8').split('\n');
  const at = lines.flatMap((line, i) => (line.includes('-->') ? [i + 1] : []))[n - 1];
  expect(at).toBeDefined();
  return at!;
}

function replaceLine(file: string, line: number, text: string) {
  const target = path.join(folder!, file);
  const lines = readFileSync(target, 'utf8').split('\n');
  lines[line - 1] = text;
  writeFileSync(target, lines.join('\n'));
}

describe('captions of a video in the content folder', () => {
  it('are read for every demo video, in English and French', () => {
    const videos = readContentFolder(demoContentDir).programs.flatMap((p) =>
      p.program.sections.flatMap((s) => s.contents.filter((c) => c.type === 'video')),
    );
    expect(videos).toHaveLength(6);
    for (const video of videos) {
      const base = video.src.replace(/\.webm$/, '');
      expect(video.type === 'video' && video.captions).toEqual([
        { lang: 'en', file: `${base}.en.vtt` },
        { lang: 'fr-CA', file: `${base}.fr-CA.vtt` },
      ]);
    }
  });

  it.each([
    {
      what: 'a missing caption file',
      from: 'file: media/handwashing.en.vtt',
      to: 'file: media/missing.en.vtt',
      line: 71,
      message: 'no file at programs/food-handler-certification/media/missing.en.vtt',
    },
    {
      what: 'a language the institute does not offer',
      from: 'lang: fr-CA\n            file: media/handwashing.fr-CA.vtt',
      to: 'lang: es\n            file: media/handwashing.fr-CA.vtt',
      line: 72,
      message: 'a language the institute offers: en, fr-CA',
    },
    {
      what: 'two files for one language',
      from: 'lang: fr-CA\n            file: media/handwashing.fr-CA.vtt',
      to: 'lang: en\n            file: media/handwashing.fr-CA.vtt',
      line: 72,
      message: "two caption files for 'en'",
    },
    {
      what: 'a caption file of another format',
      from: 'file: media/handwashing.en.vtt',
      to: 'file: media/handwashing.en.srt',
      line: 71,
      message: 'a caption file is WebVTT, named .vtt',
    },
    {
      what: 'captions written as a map of languages',
      from: 'captions:\n          - lang: en\n            file: media/handwashing.en.vtt\n          - lang: fr-CA\n            file: media/handwashing.fr-CA.vtt',
      to: 'captions:\n          en: media/handwashing.en.vtt\n          fr-CA: media/handwashing.fr-CA.vtt',
      line: 70,
      message: 'captions are a list of `- lang: en` and `file: media/x.en.vtt` pairs',
    },
  ])('refuses $what in program.yaml, with its line', ({ from, to, line, message }) => {
    const root = copyDemo();
    edit(programFile, from, to);
    const [problem, ...others] = problemsOf(root);
    expect(others).toEqual([]);
    expect(problem).toMatchObject({ file: programFile, line, message: expect.stringContaining(message) });
  });

  it('refuses a caption file without its WEBVTT header, naming the file and line 1', () => {
    const root = copyDemo();
    edit(english, 'WEBVTT\n', '');
    expect(problemsOf(root)).toEqual([
      { file: english, line: 1, message: 'a WebVTT file starts with the line WEBVTT' },
    ]);
  });

  it('refuses a malformed cue timing at its line', () => {
    const root = copyDemo();
    const line = timingLine(english, 2);
    replaceLine(english, line, '00:00:03,600 --> 00:00:07,400');
    expect(problemsOf(root)).toEqual([
      {
        file: english,
        line,
        message: expect.stringContaining("the cue timing '00:00:03,600 --> 00:00:07,400'"),
      },
    ]);
  });

  it('refuses cues out of order at the first that comes too early', () => {
    const root = copyDemo();
    const line = timingLine(english, 3);
    replaceLine(english, line, '00:01.000 --> 00:02.000');
    expect(problemsOf(root)).toEqual([
      {
        file: english,
        line,
        message: expect.stringContaining('starts at 00:01.000, before the cue above it'),
      },
    ]);
  });

  it('refuses a cue after the end of the video, whose length it reads from the file', () => {
    const root = copyDemo();
    const french = 'programs/food-handler-certification/media/handwashing.fr-CA.vtt';
    const lines = readFileSync(path.join(root, french), 'utf8').split('\n').length;
    appendFileSync(path.join(root, french), '\n01:00.000 --> 01:05.000\nFin.\n');
    expect(problemsOf(root)).toEqual([
      {
        file: french,
        line: lines + 1,
        message: 'the cue ends at 01:05.000, after the video (01:00.331)',
      },
    ]);
  });

  it('accepts any cue times for a video given by its address, whose length is unknown', () => {
    const root = copyDemo();
    edit(programFile, 'src: media/handwashing.webm', 'src: https://videos.example.ca/handwashing.webm');
    appendFileSync(path.join(root, english), '\n01:00.000 --> 01:05.000\nThe end.\n');
    expect(() => readContentFolder(root)).not.toThrow();
  });
});
