import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesLegalName } from './sign-document';
import { completionPercentage, filledPercentage } from '../profile/verification';

const legal = { first_name: 'Zoé', middle_name: 'Anne-Marie', last_name: 'O’Brien Núñez' };

describe('a typed signature against the legal name', () => {
  it('matches whatever the case, accents and spaces', () => {
    const space = fc.stringMatching(/^ {1,3}$/);
    fc.assert(
      fc.property(fc.boolean(), space, space, space, (upper, a, b, c) => {
        const typed = `${a}Zoe${b}o'brien   nunez${c}`;
        expect(matchesLegalName(upper ? typed.toUpperCase() : typed, legal)).toBe(true);
      }),
    );
  });

  it('takes the middle name, or none, but not another name', () => {
    expect(matchesLegalName('Zoé Anne-Marie O’Brien Núñez', legal)).toBe(true);
    expect(matchesLegalName('Zoé O’Brien Núñez', legal)).toBe(true);
    expect(matchesLegalName('Zoé', legal)).toBe(false);
    expect(matchesLegalName('Someone Else', legal)).toBe(false);
    expect(matchesLegalName('Zoé Núñez', legal)).toBe(false);
  });

  it('matches nothing while the profile has no first or last name', () => {
    expect(matchesLegalName(' ', { first_name: '', middle_name: '', last_name: '' })).toBe(false);
  });
});

describe('filled and verified', () => {
  it('count apart: a field filled and waiting counts as filled only', () => {
    const details = [
      { field_name: 'first_name', status: 'verified', criteria: 'verified', weightage: 10, remarks: '' },
      { field_name: 'phone', status: 'success', criteria: 'verified', weightage: 40, remarks: '' },
      { field_name: 'address', status: 'rejected', criteria: 'verified', weightage: 20, remarks: 'x' },
      { field_name: 'sin_number', status: 'pending', criteria: 'verified', weightage: 30, remarks: '' },
    ];
    expect(filledPercentage(details)).toBe(70);
    expect(completionPercentage(details)).toBe(10);
  });
});
