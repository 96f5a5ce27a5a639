import { profileFormSchema, type TProfileForm } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { completeProfile } from '../../../test/fixtures';
import { toFormState } from '../profile-form-values';
import { toProfileFormData } from './update-profile';

function validValues(overrides: Record<string, unknown> = {}): TProfileForm {
  const state = { ...toFormState(completeProfile, '046 454 286', true), ...overrides };
  return profileFormSchema({ today: () => '2026-05-01', canada: true }).parse(state);
}

const sent = (data: FormData) => Object.fromEntries([...data.entries()]);

describe('the profile update payload', () => {
  it('leaves out empty values but keeps booleans and zero', () => {
    const data = sent(
      toProfileFormData({ values: validValues({ middle_name: '', nick_name: '  ' }), photo: null }),
    );
    expect(data).not.toHaveProperty('middle_name');
    expect(data).not.toHaveProperty('nick_name');
    expect(data).not.toHaveProperty('emergency_contact_email');
    expect(data).toMatchObject({
      first_name: 'Sam',
      sin_number: '046454286',
      terms_condition: 'true',
      student_handbook: 'true',
      media_release: 'false',
      international_student: 'false',
      is_referred: 'false',
    });
    const zero = toProfileFormData({
      values: { ...validValues(), subscribing_course_id: 0 } as TProfileForm,
      photo: null,
    });
    expect(zero.get('subscribing_course_id')).toBe('0');
  });

  it('sends gender and pronoun only when chosen', () => {
    const none = sent(toProfileFormData({ values: validValues(), photo: null }));
    expect(none).not.toHaveProperty('gender');
    expect(none).not.toHaveProperty('pronoun');
    const chosen = sent(
      toProfileFormData({ values: validValues({ gender: 'female', pronoun: 'she' }), photo: null }),
    );
    expect(chosen).toMatchObject({ gender: 'female', pronoun: 'she' });
  });

  it('sends the photo only when a new one was chosen', () => {
    expect(toProfileFormData({ values: validValues(), photo: null }).has('profile_photo')).toBe(false);
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    expect(toProfileFormData({ values: validValues(), photo }).get('profile_photo')).toBe(photo);
  });

  it('clears referred_by when is_referred is No', () => {
    const referred = sent(
      toProfileFormData({ values: validValues({ is_referred: true, referred_by: 'Ana' }), photo: null }),
    );
    expect(referred).toMatchObject({ is_referred: 'true', referred_by: 'Ana' });
    // the form left a name behind, but No was chosen: the name does not go
    const values = { ...validValues(), is_referred: false, referred_by: 'Ana' };
    const notReferred = sent(toProfileFormData({ values, photo: null }));
    expect(notReferred.is_referred).toBe('false');
    expect(notReferred).not.toHaveProperty('referred_by');
  });

  it('sends only the editable fields of the contract', () => {
    const data = toProfileFormData({ values: validValues(), photo: null });
    expect([...data.keys()]).not.toContain('email');
    expect([...data.keys()]).not.toContain('student_no');
  });
});
