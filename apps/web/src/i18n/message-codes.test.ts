import * as contract from '@portal/contract';
import { MESSAGE_CODES, MESSAGE_GROUPS, MESSAGE_PARAMS, type TMessageCode, coded } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageText } from '../lib/message-text';
import { changeLanguage, i18n } from './i18n';
import enPages from './locales/en/pages.json';
import frPages from './locales/fr-CA/pages.json';

const textAt = (messages: unknown, code: string): unknown =>
  code.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], messages);
const paramsOf = (text: unknown) =>
  [...new Set([...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map(([, name]) => name!))].sort();
// the values a school's own message is said with here
const SAMPLE = { name: 'Bienvenue (partie 1)', recorded: 2, required: 5 };
const sample = (code: TMessageCode) =>
  Object.fromEntries(Object.entries(SAMPLE).filter(([name]) => MESSAGE_PARAMS[code]?.includes(name)));

// the contract's message objects that are not said by the codes of MESSAGE_GROUPS, and why
const NOT_CODED: Record<string, string> = {
  GAMIFICATION_OFF_MESSAGE: 'the rewards pages say rewards are off in their own words (rewards.off)',
  STAFF_MESSAGES: 'the server’s refusals to staff, which the console says by their own codes',
};

describe('the messages said by code', () => {
  beforeAll(async () => {
    await changeLanguage('fr-CA', false);
  });

  it('are every message object of the contract', () => {
    const grouped = new Set<unknown>(Object.values(MESSAGE_GROUPS));
    const objects = Object.entries(contract).filter(([name]) => /^[A-Z_]+_MESSAGES?$/.test(name));
    expect(objects.length).toBeGreaterThan(5);
    const loose = objects.filter(([name, value]) => !grouped.has(value) && !(name in NOT_CODED));
    expect(loose.map(([name]) => name)).toEqual([]);
  });

  it.each(MESSAGE_CODES)('%s has an English and a French text naming the same values', (code) => {
    const english = textAt(enPages.messages, code);
    const french = textAt(frPages.messages, code);
    expect(typeof english).toBe('string');
    expect(typeof french).toBe('string');
    // `lang` says which language a name is in, to mark it; it is not said
    const names = [...(MESSAGE_PARAMS[code] ?? [])].filter((name) => name !== 'lang').sort();
    expect(paramsOf(english)).toEqual(names);
    expect(paramsOf(french)).toEqual(names);
  });

  it.each(MESSAGE_CODES)('%s says in English what the contract writes', (code) => {
    // the contract's own values (minutes, lengths) come with the code, as the server sends them
    const message = coded(code, sample(code));
    expect(messageText(code, message.params, i18n.getFixedT('en'))).toBe(message.text);
  });

  it('says the values in French', () => {
    const t = i18n.getFixedT('fr-CA');
    const say = (code: TMessageCode, params = {}) => messageText(code, coded(code, params).params, t);
    expect(say('live.tooEarly')).toBe('Cette séance en direct ouvre 15 minutes avant son début.');
    expect(say('journey.lockedBy', { name: 'Bienvenue (partie 1)' })).toBe(
      'Terminez «\u00a0Bienvenue (partie 1)\u00a0» pour déverrouiller cet élément.',
    );
    expect(say('proceed.in_class_quota', { recorded: 2, required: 5 })).toBe(
      'L’établissement en a enregistré 2 sur 5\u202f; vous pourrez continuer une fois les 5 enregistrés.',
    );
    expect(say('proceed.quota', { recorded: 2, required: 5 })).toBe(
      '2 entrées de pratique sur 5 comptent pour l’instant\u202f; vous pourrez continuer une fois les 5 approuvées.',
    );
    expect(say('practice.durationRange')).toBe('Indiquez une durée de 1 à 1440 minutes.');
  });
});
