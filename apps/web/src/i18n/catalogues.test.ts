import { describe, expect, it } from 'vitest';
import enFrame from './locales/en/frame.json';
import enPages from './locales/en/pages.json';
import frFrame from './locales/fr-CA/frame.json';
import frPages from './locales/fr-CA/pages.json';

type Catalogue = { [key: string]: unknown };

/** Every message by its full key (`checkout.card.number`); a value that is not text is kept to be reported. */
function messagesOf(catalogue: Catalogue, prefix = ''): Map<string, unknown> {
  return new Map(
    Object.entries(catalogue).flatMap(([key, value]) =>
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? [...messagesOf(value as Catalogue, `${prefix}${key}.`)]
        : [[`${prefix}${key}`, value] as const],
    ),
  );
}

const english = messagesOf({ ...enFrame, ...enPages });
const french = messagesOf({ ...frFrame, ...frPages });
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseOf = (key: string) => key.replace(PLURAL, '');
const basesOf = (messages: Map<string, unknown>) => new Set([...messages.keys()].map(baseOf));
const missingFrom = (from: Set<string>, other: Set<string>) => [...from].filter((key) => !other.has(key));

/** The values a message interpolates (`{{count, number}}` is count), its nested messages and its tags. */
function slotsOf(message: string): string[] {
  const values = [...message.matchAll(/{{\s*([\w.]+)\s*(?:,[^}]*)?}}/g)].map((m) => `{{${m[1]}}}`);
  const nested = [...message.matchAll(/\$t\(([^)]+)\)/g)].map((m) => `$t(${m[1]})`);
  const tags = [...message.matchAll(/<(\w+)\s*\/?>/g)].map((m) => `<${m[1]}>`);
  return [...new Set([...values, ...nested, ...tags])].sort();
}
const slots = (messages: Map<string, unknown>, key: string) => slotsOf(String(messages.get(key) ?? ''));
// a plural form for one may say "one" in words instead of the count
const withoutCount = (list: string[]) => list.filter((slot) => slot !== '{{count}}');

describe('the message catalogues', () => {
  it('hold text in every message, none of it blank', () => {
    const blank = (messages: Map<string, unknown>) =>
      [...messages].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([k]) => k);
    expect(blank(english)).toEqual([]);
    expect(blank(french)).toEqual([]);
  });

  it('have the same messages in English and Canadian French', () => {
    expect(missingFrom(basesOf(english), basesOf(french)), 'missing in fr-CA').toEqual([]);
    expect(missingFrom(basesOf(french), basesOf(english)), 'missing in en').toEqual([]);
  });

  it('name no component tag after an HTML void element, which <Trans> would leave empty', () => {
    // the parser behind <Trans> closes <link>, <source>… at once: the words after it fall out of the link
    const VOID = [
      'area',
      'base',
      'br',
      'col',
      'embed',
      'hr',
      'img',
      'input',
      'link',
      'meta',
      'source',
      'track',
      'wbr',
    ];
    const wrapping = (messages: Map<string, unknown>) =>
      [...messages].filter(([, value]) =>
        [...String(value).matchAll(/<(\w+)>/g)].some(([, tag]) => VOID.includes(tag!)),
      );
    expect(wrapping(english).map(([key]) => key)).toEqual([]);
    expect(wrapping(french).map(([key]) => key)).toEqual([]);
  });

  it('split each language into the same frame and pages, sharing no group', () => {
    expect(Object.keys(frFrame)).toEqual(Object.keys(enFrame));
    expect(Object.keys(frPages)).toEqual(Object.keys(enPages));
    expect(Object.keys(enFrame).filter((group) => group in enPages)).toEqual([]);
  });

  it('give each plural message every form its language uses, and only plural messages forms', () => {
    const problems: string[] = [];
    const forms = { en: ['one', 'other'], 'fr-CA': ['one', 'many', 'other'] };
    for (const [language, messages] of [
      ['en', english],
      ['fr-CA', french],
    ] as const) {
      for (const base of new Set(
        [...english.keys(), ...french.keys()].filter((k) => PLURAL.test(k)).map(baseOf),
      )) {
        if (messages.has(base)) problems.push(`${language}: ${base} is plural in one language only`);
        for (const form of forms[language]) {
          if (!messages.has(`${base}_${form}`)) problems.push(`${language}: ${base}_${form} is missing`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('interpolate the same values, messages and tags in both languages', () => {
    const problems: string[] = [];
    for (const key of french.keys()) {
      const form = PLURAL.exec(key)?.[1];
      // French's "many" says what English's "other" says
      const englishKey = form === 'many' ? `${baseOf(key)}_other` : key;
      if (!english.has(englishKey)) continue;
      let [frSlots, enSlots] = [slots(french, key), slots(english, englishKey)];
      if (form === 'one') [frSlots, enSlots] = [withoutCount(frSlots), withoutCount(enSlots)];
      if (frSlots.join() !== enSlots.join()) {
        problems.push(
          `${key}: fr-CA has ${frSlots.join(' ') || 'none'}, en has ${enSlots.join(' ') || 'none'}`,
        );
      }
    }
    for (const key of english.keys()) {
      if (!PLURAL.test(key) || english.has(baseOf(key))) continue;
      // a count shown in some form of one language is shown in some form of the other
      const all = (messages: Map<string, unknown>) =>
        [...messages.keys()].filter((k) => baseOf(k) === baseOf(key)).flatMap((k) => slots(messages, k));
      if (all(english).includes('{{count}}') !== all(french).includes('{{count}}')) {
        problems.push(`${baseOf(key)}: {{count}} in one language only`);
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  it('would catch a French message that drops a value', () => {
    expect(slotsOf('Pay {{amount}} for <b>{{program}}</b>, $t(common.now) {{count, number}}')).toEqual([
      '$t(common.now)',
      '<b>',
      '{{amount}}',
      '{{count}}',
      '{{program}}',
    ]);
    expect(slotsOf('Payez {{amount}}')).not.toEqual(slotsOf('Pay {{amount}} for {{program}}'));
  });
});
