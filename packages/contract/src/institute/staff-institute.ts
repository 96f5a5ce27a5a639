import { z } from 'zod';
import { ZLanguage, ZThemePreset } from '../enums';

/** A web address the school gives: http or https only, as students open it. */
const ZLink = z
  .url({ protocol: /^https?$/ })
  .max(500)
  .nullable();

/** What the school offers its students; the names are those of the content folder's `features`. */
export const ZInstituteFeatures = z.object({
  gamification: z.boolean(),
  live_sessions: z.boolean(),
  power_tutor: z.boolean(),
  interac: z.boolean(),
  paid_at_school: z.boolean(),
});

export const ZInstituteLinks = z.object({
  terms: ZLink,
  student_handbook: ZLink,
  media_release: ZLink,
  domain: ZLink,
  facebook: ZLink,
  instagram: ZLink,
  youtube: ZLink,
  twitter: ZLink,
});

/** The texts the school writes in a language other than its default one. */
export const ZInstituteTexts = z.object({
  name: z.string().trim().max(200),
  tagline: z.string().trim().max(300),
});

/** The institute's settings as an admin edits them: its own texts, not a reader's translation. */
export const ZStaffInstitute = z.object({
  id: z.number().int(),
  name: z.string().trim().min(1).max(200),
  tagline: z.string().trim().max(300),
  email: z.email(),
  phone: z.string().trim().max(40).nullable(),
  address: z.string().trim().max(500),
  domain_display: z.string().trim().max(200).nullable(),
  /** The language every content text has; set by the content folder. */
  default_language: ZLanguage,
  theme_preset: ZThemePreset,
  features: ZInstituteFeatures,
  links: ZInstituteLinks,
  /** The texts in the other language, by language; an empty text falls back to the default's. */
  translations: z.partialRecord(ZLanguage, ZInstituteTexts),
  logo: z.string().nullable(),
  /** Whether the content folder describes the office where students pay at the school. */
  has_payment_office: z.boolean(),
  updated_at: z.iso.datetime({ offset: true }),
});
export type TStaffInstitute = z.infer<typeof ZStaffInstitute>;
