// Renders each demo video from its transcript: one slide per paragraph, narrated by espeak-ng, encoded
// with ffmpeg as VP9/Opus WebM. Needs Debian's ffmpeg, espeak-ng and fonts-dejavu-core.
// Then writes its captions, x.en.vtt beside x.webm and x.fr-CA.vtt from the transcript's French sibling:
// each slide's paragraph in cues of two lines at most, timed within the slide as the video shows it
// (slide changes read from the video, so existing videos get captions without being rendered again).
// Usage: node content/demo/tools/make-videos.mjs [--force]
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const demo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');
const font = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const boldFont = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
// the silence after each slide's narration
const PAUSE = 0.6;

function plainParagraphs(markdown) {
  return markdown
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .replace(/^#+\s*/gm, '')
        .replace(/^\s*[-*]\s+/gm, '')
        .replace(/\*\*|__|[*_`>]/g, '')
        .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
        // ordinary white space only: French keeps its no-break spaces before ? ! ; : and inside « »
        .replace(/[ \t\r\n]+/g, ' ')
        .trim(),
    )
    .filter((text) => text.length > 0 && !/^transcript(?:ion)?$/i.test(text));
}

function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

function seconds(file) {
  return Number(
    execFileSync('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'csv=p=0',
      file,
    ]).toString(),
  );
}

/** A YAML text in the institute's default language, English, whether or not it is translated. */
const english = (text) => (typeof text === 'string' ? text : text.en);

/** Where each slide starts, in seconds: the first at 0, the others where the picture changes. */
function slideStarts(video, count) {
  // showinfo reports each frame the scene filter keeps: the first frame of every slide but the first
  const { stderr } = spawnSync(
    'ffmpeg',
    ['-hide_banner', '-i', video, '-an', '-vf', "select='gt(scene,0.02)',showinfo", '-f', 'null', '-'],
    { encoding: 'utf8' },
  );
  const changes = [...stderr.matchAll(/showinfo.*pts_time:([\d.]+)/g)].map((m) => Number(m[1]));
  if (changes.length !== count - 1) {
    throw new Error(`${video}: ${changes.length + 1} slides seen for ${count} paragraphs`);
  }
  return [0, ...changes];
}

const LINE = 42;

/** The text in lines of at most 42 characters, broken between words. */
function linesOf(text) {
  const result = [];
  for (const word of text.split(' ')) {
    const last = result.length - 1;
    if (last >= 0 && result[last].length + 1 + word.length <= LINE) result[last] += ` ${word}`;
    else result.push(word);
  }
  return result;
}

// "a.m.", "Mr.": a full stop that ends no sentence
const ABBREVIATION = /^(?:(?:[a-z]\.){2,}|Mr\.|Mrs\.|Ms\.|Dr\.|M\.)$/;

/** The paragraph's sentences (a short one joins the next). */
function sentencesOf(paragraph) {
  const sentences = [];
  let current = [];
  for (const word of paragraph.split(' ')) {
    current.push(word);
    const bare = word.replace(/["”»)]+$/, '');
    if (/[.!?]$/.test(bare) && !ABBREVIATION.test(bare) && current.join(' ').length >= 20) {
      sentences.push(current.join(' '));
      current = [];
    }
  }
  if (current.length > 0) sentences.push(current.join(' '));
  return sentences;
}

/**
 * A sentence in cues of two lines at most, cut into parts of even length, each cut at the word
 * boundary nearest its place, a comma or semicolon drawing it closer.
 */
function cutSentence(sentence) {
  const words = sentence.split(' ');
  for (let parts = 1; parts <= words.length; parts++) {
    const cuts = [];
    for (let k = 1; k < parts; k++) {
      const target = (sentence.length * k) / parts;
      let best = null;
      let at = 0;
      for (let w = 1; w < words.length; w++) {
        at += words[w - 1].length + 1;
        if (cuts.length > 0 && w <= cuts[cuts.length - 1]) continue;
        const score = Math.abs(at - target) - (/[,;:]$/.test(words[w - 1]) ? 12 : 0);
        if (best === null || score < best.score) best = { w, score };
      }
      if (best) cuts.push(best.w);
    }
    const cues = [0, ...cuts, words.length]
      .slice(1)
      .map((end, i) => words.slice([0, ...cuts][i], end).join(' '))
      .filter((cue) => cue.length > 0);
    if (cues.every((cue) => linesOf(cue).length <= 2)) return cues.map((cue) => linesOf(cue).join('\n'));
  }
  return [linesOf(sentence).join('\n')];
}

const cuesOf = (paragraph) => sentencesOf(paragraph).flatMap(cutSentence);

/**
 * WebVTT captions of a video whose slides each say one paragraph: a slide's cues share its narration
 * (the slide less its closing pause) by their length, the last one staying up to the slide's end.
 */
function captionsOf(paragraphs, starts, duration) {
  const vtt = ['WEBVTT', ''];
  let n = 0;
  paragraphs.forEach((paragraph, i) => {
    const start = starts[i];
    const end = starts[i + 1] ?? duration;
    const speech = Math.max(end - PAUSE - start, (end - start) / 2);
    const cues = cuesOf(paragraph);
    const total = cues.reduce((sum, cue) => sum + cue.length, 0);
    let at = start;
    cues.forEach((cue, k) => {
      const to = k === cues.length - 1 ? end : at + (speech * cue.length) / total;
      vtt.push(String(++n), `${timestamp(at)} --> ${timestamp(to)}`, cue, '');
      at = to;
    });
  });
  return vtt.join('\n');
}

function timestamp(seconds) {
  const millis = Math.round(seconds * 1000);
  const mm = String(Math.floor(millis / 60_000)).padStart(2, '0');
  const ss = ((millis % 60_000) / 1000).toFixed(3).padStart(6, '0');
  return `${mm}:${ss}`;
}

/** The transcript's sibling in a language (`videos/x.md` → `videos/x.fr-CA.md`), if it has one. */
function siblingOf(file, language) {
  const ext = path.extname(file);
  return `${file.slice(0, -ext.length)}.${language}${ext}`;
}

/** `media/x.webm` → `media/x.en.vtt`. */
function captionFile(video, language) {
  return `${video.slice(0, -path.extname(video).length)}.${language}.vtt`;
}

function render(title, programName, paragraphs, output) {
  const work = mkdtempSync(path.join(tmpdir(), 'demo-video-'));
  try {
    const parts = paragraphs.map((text, i) => {
      const wav = path.join(work, `${i}.wav`);
      execFileSync('espeak-ng', ['-v', 'en-us', '-s', '155', '-w', wav, text]);
      const textFile = path.join(work, `${i}.txt`);
      writeFileSync(textFile, wrap(text, 52));
      const titleFile = path.join(work, 'title.txt');
      writeFileSync(titleFile, title);
      const programFile = path.join(work, 'program.txt');
      writeFileSync(programFile, programName);
      const clip = path.join(work, `${i}.webm`);
      const duration = seconds(wav) + PAUSE;
      const filter = [
        `drawbox=x=0:y=0:w=iw:h=120:color=0x00573F@1:t=fill`,
        `drawtext=fontfile=${boldFont}:textfile=${titleFile}:fontcolor=white:fontsize=34:x=48:y=28`,
        `drawtext=fontfile=${font}:textfile=${programFile}:fontcolor=0xD8F3E8:fontsize=22:x=48:y=76`,
        `drawtext=fontfile=${font}:textfile=${textFile}:fontcolor=0x1C252E:fontsize=28:line_spacing=14:x=48:y=170`,
        `drawtext=fontfile=${font}:text='${i + 1} / ${paragraphs.length}':fontcolor=0x637381:fontsize=20:x=w-tw-48:y=h-48`,
      ].join(',');
      execFileSync('ffmpeg', [
        '-y',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        `color=c=0xF4F6F8:s=960x540:r=5:d=${duration}`,
        '-i',
        wav,
        '-vf',
        filter,
        '-af',
        'apad',
        '-t',
        String(duration),
        '-c:v',
        'libvpx-vp9',
        '-b:v',
        '0',
        '-crf',
        '42',
        '-row-mt',
        '1',
        '-deadline',
        'good',
        '-cpu-used',
        '4',
        '-c:a',
        'libopus',
        '-b:a',
        '32k',
        '-ac',
        '1',
        clip,
      ]);
      return clip;
    });
    const list = path.join(work, 'list.txt');
    writeFileSync(list, parts.map((p) => `file '${p}'`).join('\n'));
    execFileSync('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      list,
      '-c',
      'copy',
      output,
    ]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

for (const slug of readdirSync(path.join(demo, 'programs'))) {
  const dir = path.join(demo, 'programs', slug);
  const program = parse(readFileSync(path.join(dir, 'program.yaml'), 'utf8'));
  for (const section of program.sections) {
    for (const content of section.contents) {
      if (content.type !== 'video' || /^https:/.test(content.src) || !content.body) continue;
      const output = path.join(dir, content.src);
      const paragraphs = plainParagraphs(readFileSync(path.join(dir, content.body), 'utf8'));
      if (!existsSync(output) || force) {
        mkdirSync(path.dirname(output), { recursive: true });
        render(english(content.name), english(program.name), paragraphs, output);
        console.log(`${path.relative(demo, output)}: ${seconds(output).toFixed(0)} s`);
      }
      const starts = slideStarts(output, paragraphs.length);
      const duration = seconds(output);
      const transcripts = { en: content.body };
      if (existsSync(path.join(dir, siblingOf(content.body, 'fr-CA')))) {
        transcripts['fr-CA'] = siblingOf(content.body, 'fr-CA');
      }
      for (const [language, transcript] of Object.entries(transcripts)) {
        const texts = plainParagraphs(readFileSync(path.join(dir, transcript), 'utf8'));
        if (texts.length !== paragraphs.length) {
          throw new Error(
            `${transcript}: ${texts.length} paragraphs, the video has ${paragraphs.length} slides`,
          );
        }
        const file = captionFile(content.src, language);
        writeFileSync(path.join(dir, file), captionsOf(texts, starts, duration));
        const listed = (content.captions ?? []).some((c) => c.lang === language && c.file === file);
        console.log(
          `${path.relative(demo, path.join(dir, file))}${listed ? '' : ' (not yet listed in program.yaml)'}`,
        );
      }
    }
  }
}
