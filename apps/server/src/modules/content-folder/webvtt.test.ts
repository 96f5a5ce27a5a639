import { describe, expect, it } from 'vitest';
import { checkWebVtt, formatTimestamp } from './webvtt';

const vtt = (...lines: string[]) => lines.join('\n');

describe('a WebVTT caption file', () => {
  it('is accepted with its header, cue identifiers, notes, hours and cue settings', () => {
    const text = vtt(
      '\uFEFFWEBVTT - Handwashing',
      'Kind: captions',
      '',
      'NOTE timed to the slides',
      '',
      '1',
      '00:00.000 --> 00:04.500',
      'First, wet your hands.',
      '',
      '00:00:04.500 --> 00:00:09.000 line:90% align:center',
      'Then lather.',
      '',
    );
    expect(checkWebVtt(text, 9.05)).toEqual([]);
    expect(checkWebVtt(text.replace(/\n/g, '\r\n'), null)).toEqual([]);
  });

  it.each([
    {
      what: 'a missing header',
      text: vtt('00:00.000 --> 00:01.000', 'Hi'),
      line: 1,
      message: /starts with the line WEBVTT/,
    },
    {
      what: 'a header of another format',
      text: vtt('WEBVTTX', '', '00:00.000 --> 00:01.000', 'Hi'),
      line: 1,
      message: /WEBVTT/,
    },
    { what: 'no cues', text: vtt('WEBVTT', ''), line: 1, message: /no cues/ },
    {
      what: 'a block without a timing',
      text: vtt('WEBVTT', '', 'one', 'two', 'three'),
      line: 3,
      message: /a cue starts with its timing/,
    },
    {
      what: 'a timing with a comma for milliseconds (SubRip)',
      text: vtt('WEBVTT', '', '1', '00:00:01,000 --> 00:00:02,000', 'Hi'),
      line: 4,
      message: /is not start --> end/,
    },
    {
      what: 'sixty seconds',
      text: vtt('WEBVTT', '', '00:60.000 --> 01:02.000', 'Hi'),
      line: 3,
      message: /is not start --> end/,
    },
    {
      what: 'a cue ending before it starts',
      text: vtt('WEBVTT', '', '00:05.000 --> 00:04.000', 'Hi'),
      line: 3,
      message: 'the cue ends at 00:04.000, not after it starts (00:05.000)',
    },
    {
      what: 'cues out of order',
      text: vtt('WEBVTT', '', '00:05.000 --> 00:06.000', 'B', '', '00:01.000 --> 00:02.000', 'A'),
      line: 6,
      message: /starts at 00:01.000, before the cue above it \(00:05.000\)/,
    },
    {
      what: 'a cue after the end of the video',
      text: vtt('WEBVTT', '', '00:58.000 --> 01:01.000', 'Bye'),
      line: 3,
      message: 'the cue ends at 01:01.000, after the video (01:00.331)',
    },
  ])('is refused for $what, at its line', ({ text, line, message }) => {
    const [problem, ...others] = checkWebVtt(text, 60.331);
    expect(others).toEqual([]);
    expect(problem!.line).toBe(line);
    expect(problem!.message).toMatch(message);
  });

  it('has no end to keep to when the video’s duration is unknown', () => {
    expect(checkWebVtt(vtt('WEBVTT', '', '01:00:00.000 --> 01:00:05.000', 'Late'), null)).toEqual([]);
  });

  it('writes times as a caption file does', () => {
    expect(formatTimestamp(75.5)).toBe('01:15.500');
    expect(formatTimestamp(3723.0416)).toBe('01:02:03.042');
  });
});
