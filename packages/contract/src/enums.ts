import { z } from 'zod';

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
export const ZContentType = z.enum(CONTENT_TYPES);
export type TContentType = z.infer<typeof ZContentType>;

export const THEME_PRESETS = ['default', 'purple', 'cyan', 'blue', 'orange', 'red'] as const;
export const ZThemePreset = z.enum(THEME_PRESETS);
export type TThemePreset = z.infer<typeof ZThemePreset>;

export const LANGUAGES = ['en', 'fr-CA'] as const;
export const ZLanguage = z.enum(LANGUAGES);
export type TLanguage = z.infer<typeof ZLanguage>;

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
export const ZNotificationType = z.enum(NOTIFICATION_TYPES);

export const DOCUMENT_TYPES = ['docusign', 'other'] as const;
export const ZDocumentType = z.enum(DOCUMENT_TYPES);

export const QUESTION_TYPES = ['mcq', 'subjective'] as const;
export const ZQuestionType = z.enum(QUESTION_TYPES);

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
export const ZProvince = z.enum(PROVINCES.map((p) => p.code) as [string, ...string[]]);
