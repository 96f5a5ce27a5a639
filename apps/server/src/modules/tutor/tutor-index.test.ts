import { TUTOR_MESSAGES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { enrolledStudent } from '../../test/journey';
import { createPersistentTestApp } from '../../test/test-app';
import { ask } from '../../test/tutor';
import { PASSAGE_MAX_CHARS, passagesOfMarkdown } from './tutor-passages';
import { replacePassages } from './tutor.repository';

describe('passages of a Markdown text', () => {
  it('are its parts under their ## and ### headings, as plain text', () => {
    const markdown = [
      '# Time and temperature',
      '',
      'Keep food **out of the danger zone** ([see the chart](https://example.ca/chart)).',
      '',
      '## Use a probe thermometer',
      '',
      'Insert it into the *thickest part*, away from `bone`.',
      '',
      '### Check it weekly',
      '',
      '- Fill a glass with ice.',
      '- Insert the probe: it should read **0°C**.',
      '',
      '## Minimum temperatures',
      '',
      '| Food | Minimum |',
      '| --- | --- |',
      '| Whole poultry | 82°C |',
      '',
      '```',
      '## not a heading',
      '```',
    ].join('\n');
    expect(passagesOfMarkdown(markdown, 'Lesson')).toEqual([
      { heading: 'Time and temperature', body: 'Keep food out of the danger zone (see the chart).' },
      { heading: 'Use a probe thermometer', body: 'Insert it into the thickest part, away from bone.' },
      { heading: 'Check it weekly', body: 'Fill a glass with ice.\nInsert the probe: it should read 0°C.' },
      { heading: 'Minimum temperatures', body: 'Food: Minimum\nWhole poultry: 82°C\n## not a heading' },
    ]);
  });

  it('cuts a long part between paragraphs, then between sentences, each piece under its heading', () => {
    const paragraph = (n: number) => `Paragraph ${n} says one thing. `.repeat(12).trim();
    const sentences = 'A long sentence that keeps going on. '.repeat(60).trim();
    const parts = passagesOfMarkdown(
      ['## Long part', ...[1, 2, 3, 4, 5, 6].map(paragraph), sentences].join('\n\n'),
      'Lesson',
    );
    expect(parts.length).toBeGreaterThan(3);
    for (const part of parts) {
      expect(part.heading).toBe('Long part');
      expect(part.body.length).toBeLessThanOrEqual(PASSAGE_MAX_CHARS);
      expect(part.body).toMatch(/\.$/);
    }
    expect(parts.map((p) => p.body).join(' ')).toContain(paragraph(6));
  });

  it('takes the item’s name for the part before the first heading when it has no title', () => {
    expect(passagesOfMarkdown('Just text.', 'Video: handwashing')).toEqual([
      { heading: 'Video: handwashing', body: 'Just text.' },
    ]);
    expect(passagesOfMarkdown('', 'Empty')).toEqual([]);
  });
});

describe('the index', () => {
  it('is built at start for a program that has content but no passages, as in a database from before the tutor', async () => {
    let t = await createPersistentTestApp({ demo: true });
    try {
      const s = await enrolledStudent(t, 'older@example.ca', 'food-handler-certification');
      const question = 'How do I mix a chlorine sanitizer?';
      expect((await ask(t, s, question)).done?.covered).toBe(true);
      await replacePassages(t.ctx.db, s.course.id, []);
      expect((await ask(t, s, question)).text).toBe(TUTOR_MESSAGES.notCovered);

      await t.stop();
      t = await t.reopen();
      const answer = await ask(t, s, question);
      expect(answer.done?.covered).toBe(true);
      expect(answer.sources.map((source) => source.content_name)).toContain(
        'Cleaning, sanitizing and pest control',
      );
    } finally {
      await t.close();
    }
  }, 60_000);
});
