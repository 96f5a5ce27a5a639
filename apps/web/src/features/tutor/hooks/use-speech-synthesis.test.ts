import { describe, expect, it } from 'vitest';
import { speechLanguage } from '../speech-language';
import { speakableText, speechChunks } from './use-speech-synthesis';

describe('the tutor’s voice', () => {
  it('speaks and listens in the student’s language, as spoken in Canada', () => {
    expect(speechLanguage('en')).toBe('en-CA');
    expect(speechLanguage('fr-CA')).toBe('fr-CA');
    expect(speechLanguage('fr')).toBe('fr-CA');
    expect(speechLanguage(undefined)).toBe('en-CA');
  });

  it('reads an answer without its Markdown marks or link targets', () => {
    expect(
      speakableText(
        '## Credit\n\n- Pay **on time**, see [the lesson](/program-journey/room/x/1/2).\n\n`code`',
      ),
    ).toBe('Credit Pay on time, see the lesson. code');
  });

  it('cuts a long answer into sentences of about 200 characters', () => {
    const sentence = 'Pay the full balance every month before the due date. ';
    const chunks = speechChunks(sentence.repeat(10));
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(220);
    expect(chunks.join(' ')).toBe(sentence.repeat(10).trim());
    expect(speechChunks('')).toEqual([]);
  });
});
