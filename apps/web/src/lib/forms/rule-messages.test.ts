import { RULE_MESSAGES, ZPracticeEntryFields, ZSin } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { localRuleMessage, withLocalMessages } from './rule-messages';

describe('the contract’s messages in the reader’s language', () => {
  it('keeps the spec’s English, and passes unknown messages through', () => {
    const t = i18n.getFixedT('en');
    expect(localRuleMessage(RULE_MESSAGES.fileTooLarge, t)).toBe('File size is too large');
    expect(localRuleMessage('Something the server said', t)).toBe('Something the server said');
  });

  it('says them in Canadian French', async () => {
    const { changeLanguage } = await import('../../i18n/i18n');
    await changeLanguage('fr-CA', false);
    const t = i18n.getFixedT('fr-CA');
    expect(localRuleMessage('rules.sinLength', t)).toBe(
      'Le numéro d’assurance sociale (NAS) doit comporter 9 chiffres',
    );
  });

  it('says a contract rule written as its code, with the values the contract names', async () => {
    const { changeLanguage } = await import('../../i18n/i18n');
    await changeLanguage('fr-CA', false);
    const t = i18n.getFixedT('fr-CA');
    const sin = ZSin.safeParse('12345678').error!.issues[0]!.message;
    expect(localRuleMessage(sin, t)).toBe('Le numéro d’assurance sociale (NAS) doit comporter 9 chiffres');
    const duration = ZPracticeEntryFields.duration_minutes.safeParse(0).error!.issues[0]!.message;
    expect(localRuleMessage(duration, t)).toContain('1440');
    expect(localRuleMessage(duration, i18n.getFixedT('en'))).toBe('Enter a duration from 1 to 1440 minutes.');
  });

  it('translates a resolver’s errors, with a field’s own rule for messages it does not know', async () => {
    const t = i18n.getFixedT('en');
    const resolver = withLocalMessages(
      async () => ({
        values: {},
        errors: {
          province: { type: 'invalid_value', message: 'Invalid option: expected one of "AB"|"BC"' },
          phone: { type: 'custom', message: RULE_MESSAGES.phone },
        },
      }),
      t,
      { province: 'Please select province' },
    );
    const result = await resolver({}, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors).toMatchObject({
      province: { message: 'Please select province' },
      phone: { message: 'Enter (10-12 Digit Phone No.)' },
    });
  });
});
