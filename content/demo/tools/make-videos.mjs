// Renders each demo video from its transcript: one slide per paragraph, narrated by espeak-ng, encoded
// with ffmpeg as VP9/Opus WebM. Needs Debian's ffmpeg, espeak-ng and fonts-dejavu-core.
// Usage: node content/demo/tools/make-videos.mjs [--force]
import { execFileSync } from 'node:child_process';
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

function plainParagraphs(markdown) {
  return markdown
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .replace(/^#+\s*/gm, '')
        .replace(/^\s*[-*]\s+/gm, '')
        .replace(/\*\*|__|[*_`>]/g, '')
        .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((text) => text.length > 0 && !/^transcript$/i.test(text));
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
      const duration = seconds(wav) + 0.6;
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
      if (existsSync(output) && !force) continue;
      mkdirSync(path.dirname(output), { recursive: true });
      const paragraphs = plainParagraphs(readFileSync(path.join(dir, content.body), 'utf8'));
      render(content.name, program.name, paragraphs, output);
      console.log(`${path.relative(demo, output)}: ${seconds(output).toFixed(0)} s`);
    }
  }
}
