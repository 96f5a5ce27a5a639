// the enums' values without zod, for clients that need no schema; `enums.ts` builds the schemas
export const CONTENT_TYPES = [
  'lesson',
  'quiz',
  'assignment',
  'document',
  'video',
  'in_class_quota',
  'quota',
  'homework',
] as const;

export const THEME_PRESETS = ['default', 'purple', 'cyan', 'blue', 'orange', 'red'] as const;

export const LANGUAGES = ['en', 'fr-CA'] as const;

export const NOTIFICATION_TYPES = [
  'general',
  'payment',
  'reward_points',
  'subscription',
  'attendance',
  'assignment',
  'quiz',
  'in_class_quota',
  'support',
  'live_session',
  'loan',
  'quota',
  'homework',
  'document_verification',
  'transaction',
  'installment',
  'graduation',
  'discussion_board',
] as const;

export const DOCUMENT_TYPES = ['docusign', 'other'] as const;

export const QUESTION_TYPES = ['mcq', 'subjective'] as const;

/** The 13 Canadian provinces and territories. */
export const PROVINCES = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador' },
  { code: 'NS', name: 'Nova Scotia' },
  { code: 'NT', name: 'Northwest Territories' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island' },
  { code: 'QC', name: 'Quebec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon' },
] as const;
