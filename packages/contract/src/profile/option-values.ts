export const PRONOUNS = ['he', 'she', 'they'] as const;
export const GENDERS = ['male', 'female', 'non_binary', 'prefer_not_to_say'] as const;
export const EMERGENCY_RELATIONS = ['father', 'mother', 'friend', 'spouse', 'relative', 'other'] as const;
export const LEGAL_STATUSES = [
  'citizen',
  'permanent_resident',
  'study_permit',
  'work_permit',
  'refugee_claimant',
  'protected_person',
  'others',
] as const;
export const ABORIGINAL_STATUSES = [
  'first_nations',
  'metis',
  'inuit',
  'not_applicable',
  'prefer_not_to_say',
] as const;

/**
 * The fields the school verifies and what each weighs in the profile completion percentage (they
 * add up to 100): a field counts once the school has verified it.
 */
export const VERIFIED_FIELDS = {
  first_name: 10,
  last_name: 10,
  date_of_birth: 10,
  sin_number: 15,
  profile_photo: 10,
  address: 10,
  phone: 10,
  legal_status: 15,
  emergency_contact_full_name: 5,
  emergency_contact_phone: 5,
} as const;
export type TVerifiedField = keyof typeof VERIFIED_FIELDS;
export const VERIFIED_FIELD_NAMES = Object.keys(VERIFIED_FIELDS) as TVerifiedField[];
