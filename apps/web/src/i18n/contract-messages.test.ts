import * as contract from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONTRACT_MESSAGE_GROUPS,
  CONTRACT_MESSAGE_PATTERNS,
  localContractMessage,
} from '../lib/contract-messages';
import { changeLanguage, i18n } from './i18n';

// the contract's message objects the portal never shows as they are, and why
const NOT_SHOWN: Record<string, string> = {
  GAMIFICATION_OFF_MESSAGE: 'the rewards pages say rewards are off in their own words (rewards.off)',
  // the staff console's, which has its own catalogue
  STAFF_MESSAGES: 'the server’s refusals to staff, which the console says by code (console.refusals)',
};

const groups = Object.entries(CONTRACT_MESSAGE_GROUPS).map(
  ([name, group]) => [name, group.messages as Record<string, unknown>] as const,
);
const patterns = CONTRACT_MESSAGE_PATTERNS.map(({ key, sample }) => [key, sample] as const);
const textsOf = (messages: Record<string, unknown>) =>
  Object.entries(messages).filter((entry): entry is [string, string] => typeof entry[1] === 'string');

describe('the contract’s messages', () => {
  beforeAll(async () => {
    await changeLanguage('fr-CA', false);
  });

  it('each have a place in the catalogues, unless the portal never shows them', () => {
    const names = Object.keys(contract).filter((name) => /^[A-Z_]+_MESSAGES?$/.test(name));
    expect(names.length).toBeGreaterThan(5);
    const unmapped = names.filter((name) => !(name in CONTRACT_MESSAGE_GROUPS) && !(name in NOT_SHOWN));
    expect(unmapped, 'add them to lib/contract-messages.ts or to NOT_SHOWN').toEqual([]);
  });

  it.each(groups)('%s are said in English as the contract says them', (_, messages) => {
    const t = i18n.getFixedT('en');
    for (const [key, message] of textsOf(messages))
      expect(localContractMessage(message, t), key).toBe(message);
  });

  it.each(groups)('%s are said in Canadian French', (_, messages) => {
    const t = i18n.getFixedT('fr-CA');
    for (const [key, message] of textsOf(messages)) {
      const french = localContractMessage(message, t);
      expect(french, key).not.toBe(message);
      expect(french, key).not.toMatch(/{{|}}|^\w+(\.\w+)+$/);
    }
  });

  it('that name something of the school’s are each found by a pattern', () => {
    const written = Object.values(CONTRACT_MESSAGE_GROUPS).flatMap((group) =>
      Object.entries(group.messages)
        .filter(([, message]) => typeof message === 'function')
        .map(([key]) => `${group.prefix}.${key}`),
    );
    expect(written.length).toBeGreaterThan(0);
    for (const key of written) expect(patterns.map(([k]) => k)).toContain(key);
  });

  it.each(patterns)('%s is found in what the server wrote and said in both languages', (_, sample) => {
    expect(localContractMessage(sample, i18n.getFixedT('en'))).toBe(sample);
    const french = localContractMessage(sample, i18n.getFixedT('fr-CA'));
    expect(french).not.toBe(sample);
    expect(french).not.toMatch(/{{|}}|^\w+(\.\w+)+$/);
  });

  it('with the values the contract writes into them', () => {
    const t = i18n.getFixedT('fr-CA');
    expect(localContractMessage(contract.LIVE_MESSAGES.tooEarly, t)).toBe(
      `Cette séance en direct ouvre ${contract.LIVE_JOIN_EARLY_MINUTES} minutes avant son début.`,
    );
    expect(localContractMessage(contract.JOURNEY_MESSAGES.lockedBy('Bienvenue (partie 1)'), t)).toBe(
      'Terminez «\u00a0Bienvenue (partie 1)\u00a0» pour déverrouiller cet élément.',
    );
    expect(
      localContractMessage(contract.proceedReason('in_class_quota', { recorded: 2, required: 5 }), t),
    ).toBe(
      'L’établissement en a enregistré 2 sur 5\u202f; vous pourrez continuer une fois les 5 enregistrés.',
    );
    expect(localContractMessage(contract.proceedReason('quota', { recorded: 2, required: 5 }), t)).toBe(
      '2 entrées de pratique sur 5 comptent pour l’instant\u202f; vous pourrez continuer une fois les 5 approuvées.',
    );
    expect(localContractMessage(contract.PRACTICE_MESSAGES.durationRange, t)).toBe(
      'Indiquez une durée de 1 à 1440 minutes.',
    );
    expect(localContractMessage('Something only the server says', t)).toBe('Something only the server says');
  });
});
