import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDateOfBirth, latestBirthDate } from './birth-date';
import { allowedExtensions, checkFile, documentFileRule, PROFILE_PHOTO_RULE } from './files';
import { englishOf } from '../test/english-of';
import { RULE_MESSAGES } from './messages';
import { ZPhone, ZRegistrationPhone } from './phone';
import { formatPostalCode, ZPostalCode } from './postal-code';
import { maskSin, ZSin } from './sin';

const digit = fc.constantFrom(...'0123456789'.split(''));
const letter = fc.constantFrom(...'ABCEGHJKLMNPRSTVXYabceghjklmnprstvxy'.split(''));
const digits = (min: number, max: number) =>
  fc.array(digit, { minLength: min, maxLength: max }).map((d) => d.join(''));
/** A rule's first refusal as the server answers it, in English: the rule writes its message's code. */
const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : englishOf(result.error!.issues[0]!.message);

describe('SIN', () => {
  it('accepts any nine digits, with spaces or hyphens between groups', () => {
    fc.assert(
      fc.property(digits(9, 9), fc.constantFrom('', ' ', '-'), (sin, sep) => {
        const written = `${sin.slice(0, 3)}${sep}${sin.slice(3, 6)}${sep}${sin.slice(6)}`;
        expect(ZSin.parse(written)).toBe(sin);
      }),
    );
  });

  it('refuses any other number of digits with the spec message', () => {
    fc.assert(
      fc.property(
        digits(1, 20).filter((s) => s.length !== 9),
        (sin) => {
          expect(firstError(ZSin.safeParse(sin))).toBe(RULE_MESSAGES.sinLength);
        },
      ),
    );
    expect(firstError(ZSin.safeParse('12345678a'))).toBe(RULE_MESSAGES.sinLength);
  });

  it('asks for the SIN when it is empty', () => {
    expect(firstError(ZSin.safeParse(''))).toBe('Please enter Social Insurance Number (SIN)');
    expect(firstError(ZSin.safeParse(undefined))).toBe('Please enter Social Insurance Number (SIN)');
  });

  it('masks all but the last three digits', () => {
    fc.assert(
      fc.property(digits(9, 9), (sin) => {
        expect(maskSin(sin)).toBe(`•••-•••-${sin.slice(6)}`);
      }),
    );
  });
});

describe('postal code', () => {
  const postal = fc
    .tuple(letter, digit, letter, fc.constantFrom('', ' ', '-'), digit, letter, digit)
    .map((parts) => parts.join(''));

  it('accepts letter digit letter, an optional space or hyphen, digit letter digit', () => {
    fc.assert(
      fc.property(postal, (code) => {
        expect(ZPostalCode.safeParse(code).success).toBe(true);
      }),
    );
    expect(formatPostalCode('t2t-2t2')).toBe('T2T 2T2');
  });

  it('refuses US zip codes and other shapes', () => {
    for (const code of ['90210', '90210-1234', 'T2T2T', 'T2T  2T2', '2T2T2T', 'TTT222']) {
      expect(firstError(ZPostalCode.safeParse(code))).toBe(RULE_MESSAGES.postalCode);
    }
  });
});

describe('phone', () => {
  it('takes 10 to 12 digits on the profile and exactly 10 on the registration form', () => {
    fc.assert(
      fc.property(digits(1, 15), (phone) => {
        expect(ZPhone.safeParse(phone).success).toBe(phone.length >= 10 && phone.length <= 12);
        expect(ZRegistrationPhone.safeParse(phone).success).toBe(phone.length === 10);
      }),
    );
  });

  it('ignores the usual punctuation and shows the hint otherwise', () => {
    expect(ZPhone.safeParse('+1 (416) 555-0100').success).toBe(true);
    expect(firstError(ZPhone.safeParse('416-555-01'))).toBe('Enter (10-12 Digit Phone No.)');
    expect(firstError(ZPhone.safeParse('416 555 CALL'))).toBe('Enter (10-12 Digit Phone No.)');
  });
});

describe('date of birth', () => {
  const day = fc
    .date({ min: new Date('1950-01-01'), max: new Date('2090-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));

  it('allows exactly the dates at least 16 years before today', () => {
    fc.assert(
      fc.property(day, day, (birth, today) => {
        const problem = checkDateOfBirth(birth, today);
        if (birth > today) expect(problem).toBe('rules.dateOfBirthFuture');
        else if (birth > latestBirthDate(today)) expect(problem).toBe('rules.dateOfBirthTooYoung');
        else expect(problem).toBeNull();
      }),
    );
  });

  it('counts the sixteenth birthday itself as old enough', () => {
    expect(checkDateOfBirth('2010-11-22', '2026-11-22')).toBeNull();
    expect(checkDateOfBirth('2010-11-23', '2026-11-22')).toBe('rules.dateOfBirthTooYoung');
    expect(latestBirthDate('2028-02-29')).toBe('2012-02-29');
    expect(latestBirthDate('2032-02-29')).toBe('2016-02-29');
    expect(latestBirthDate('2029-02-28')).toBe('2013-02-28');
    expect(latestBirthDate('2036-02-29')).toBe('2020-02-29');
    expect(latestBirthDate('2025-02-28')).toBe('2009-02-28');
  });
});

describe('files', () => {
  it('widens xls to csv and xlsx, and ppt to pptx', () => {
    expect(allowedExtensions(['xls'])).toEqual(['xls', 'csv', 'xlsx']);
    expect(allowedExtensions(['.PPT', 'pdf'])).toEqual(['ppt', 'pptx', 'pdf']);
  });

  it('refuses a file over the limit before looking at its type', () => {
    const rule = documentFileRule(['pdf'], 2);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 * 1024 * 1024 }),
        fc.constantFrom('a.pdf', 'a.PDF', 'a.exe', 'pdf'),
        (size, name) => {
          const problem = checkFile({ name, size }, rule);
          if (size > 2 * 1024 * 1024) expect(problem).toBe('rules.fileTooLarge');
          else if (!name.toLowerCase().endsWith('.pdf')) expect(problem).toBe('rules.fileTypeNotAllowed');
          else expect(problem).toBeNull();
        },
      ),
    );
  });

  it('defaults a document to 5 MB and a photo to 3 MB of jpeg, png, jpg, gif or webp', () => {
    expect(documentFileRule(['pdf']).maxBytes).toBe(5 * 1024 * 1024);
    expect(PROFILE_PHOTO_RULE.maxBytes).toBe(3145728);
    expect(checkFile({ name: 'me.webp', size: 3145728 }, PROFILE_PHOTO_RULE)).toBeNull();
    expect(checkFile({ name: 'me.webp', size: 3145729 }, PROFILE_PHOTO_RULE)).toBe('rules.fileTooLarge');
    expect(checkFile({ name: 'me.svg', size: 10 }, PROFILE_PHOTO_RULE)).toBe('rules.fileTypeNotAllowed');
  });
});
