import {
  type STAFF_MESSAGES,
  type TApiErrorParams,
  type TStaffMessageCode,
  staffMessageText,
} from '@portal/contract';

/** A problem in a caption file, at its line (counted from 1), by its code and in English. */
export type WebVttProblem = {
  line: number;
  code: TStaffMessageCode;
  params: TApiErrorParams;
  message: string;
};

type Problem = keyof (typeof STAFF_MESSAGES)['captions'];

function problemAt(line: number, problem: Problem, params: TApiErrorParams = {}): WebVttProblem {
  const code = `staff.captions.${problem}` as const;
  return { line, code, params, message: staffMessageText(code, params) };
}

const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const TIMING = /^(\S+)[ \t]+-->[ \t]+(\S+)(?:[ \t]+.*)?$/;
// the end of a video is known to the frame; a cue ending within this of it still ends with it
const END_TOLERANCE_SECONDS = 0.1;

function secondsOf(timestamp: string): number | null {
  const match = TIMESTAMP.exec(timestamp);
  if (!match) return null;
  const [, hours, minutes, seconds, millis] = match;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000;
}

/** `75.5` → `01:15.500`, as a caption file writes it. */
export function formatTimestamp(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor(millis / 60_000) % 60;
  const rest = ((millis % 60_000) / 1000).toFixed(3).padStart(6, '0');
  const mm = String(minutes).padStart(2, '0');
  return hours > 0 ? `${String(hours).padStart(2, '0')}:${mm}:${rest}` : `${mm}:${rest}`;
}

/**
 * What is wrong with a WebVTT caption file, as a player would read it: the `WEBVTT` header, each
 * cue's timing (`start --> end`, end after start), cues in the order they are shown, none ending
 * after the video (when its duration is known) and at least one cue.
 */
export function checkWebVtt(text: string, videoSeconds: number | null): WebVttProblem[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0]!)) {
    return [problemAt(1, 'header')];
  }
  const problems: WebVttProblem[] = [];
  let i = 1;
  // the header runs to the first blank line
  while (i < lines.length && lines[i]!.trim() !== '') i++;
  let cues = 0;
  let previousStart = 0;
  while (i < lines.length) {
    if (lines[i]!.trim() === '') {
      i++;
      continue;
    }
    const start = i;
    while (i < lines.length && lines[i]!.trim() !== '') i++;
    const block = lines.slice(start, i);
    if (/^(?:NOTE|STYLE|REGION)(?:[ \t]|$)/.test(block[0]!)) continue;
    const at = block[0]!.includes('-->') ? 0 : block[1]?.includes('-->') ? 1 : -1;
    if (at < 0) {
      problems.push(problemAt(start + 1, 'cueStart'));
      continue;
    }
    const line = start + at + 1;
    const timing = TIMING.exec(block[at]!.trim());
    const from = timing ? secondsOf(timing[1]!) : null;
    const to = timing ? secondsOf(timing[2]!) : null;
    cues++;
    if (from === null || to === null) {
      problems.push(problemAt(line, 'timing', { timing: block[at]!.trim() }));
      continue;
    }
    if (to <= from) {
      problems.push(
        problemAt(line, 'endsBeforeStart', { end: formatTimestamp(to), start: formatTimestamp(from) }),
      );
    }
    if (from < previousStart) {
      problems.push(
        problemAt(line, 'order', { start: formatTimestamp(from), previous: formatTimestamp(previousStart) }),
      );
    }
    if (videoSeconds !== null && to > videoSeconds + END_TOLERANCE_SECONDS) {
      problems.push(
        problemAt(line, 'afterVideo', { end: formatTimestamp(to), video: formatTimestamp(videoSeconds) }),
      );
    }
    previousStart = Math.max(previousStart, from);
  }
  if (cues === 0 && problems.length === 0) problems.push(problemAt(1, 'noCues'));
  return problems;
}
