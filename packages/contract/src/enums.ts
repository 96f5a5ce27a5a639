import { z } from 'zod';
import {
  CONTENT_TYPES,
  THEME_PRESETS,
  LANGUAGES,
  NOTIFICATION_TYPES,
  DOCUMENT_TYPES,
  QUESTION_TYPES,
  PROVINCES,
} from './enum-values';

export const ZContentType = z.enum(CONTENT_TYPES);
export type TContentType = z.infer<typeof ZContentType>;
export const ZThemePreset = z.enum(THEME_PRESETS);
export type TThemePreset = z.infer<typeof ZThemePreset>;
export const ZLanguage = z.enum(LANGUAGES);
export type TLanguage = z.infer<typeof ZLanguage>;
export const ZNotificationType = z.enum(NOTIFICATION_TYPES);
export const ZDocumentType = z.enum(DOCUMENT_TYPES);
export const ZQuestionType = z.enum(QUESTION_TYPES);
export const ZProvince = z.enum(PROVINCES.map((p) => p.code) as [string, ...string[]]);
