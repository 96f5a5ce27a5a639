import { ORIGIN } from './students';
import type { TestApp } from './test-app';

export type Photo = { name: string; bytes: Buffer };

/** A profile filled in whole, as the form sends it. */
export const FULL = {
  first_name: 'Amira',
  last_name: 'Haddad',
  date_of_birth: '2001-05-14',
  sin_number: '046 454 286',
  address: '120 Eglinton Ave E',
  city: 'Toronto',
  province: 'ON',
  postal_code: 'm4p1e2',
  country: 'Canada',
  phone: '416-555-0199',
  emergency_contact_full_name: 'Samir Haddad',
  emergency_contact_relation: 'father',
  emergency_contact_phone: '416-555-0100',
  student_handbook: 'true',
  terms_condition: 'true',
  legal_status: 'permanent_resident',
  is_referred: 'true',
  referred_by: 'A friend',
};

/** Saves the student's profile form, with a photo if given. */
export function saveProfile(t: TestApp, cookie: string, fields: Record<string, string>, photo?: Photo) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (photo) form.append('profile_photo', new Blob([photo.bytes]), photo.name);
  return t.app.inject({
    method: 'PATCH',
    url: '/api/v1/student/profile/',
    headers: { cookie, origin: ORIGIN },
    payload: form,
  });
}
