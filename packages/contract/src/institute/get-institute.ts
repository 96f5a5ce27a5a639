import { z } from 'zod';
import { listOf } from '../common/list';
import { operation } from '../common/operation';
import { ZLanguage } from '../enums';
import { ZPaymentOffice } from './payment-office';

export const ZInstitute = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  email: z.string(),
  address: z.string(),
  country: z.object({ name: z.string(), code: z.string() }),
  time_zone: z.string(),
  currency: z.string(),
  default_language: ZLanguage,
  enable_click2pay: z.boolean(),
  enable_paid_at_school: z.boolean(),
  /** Where and when students pay at the school; null when the school has not described it. */
  payment_office: ZPaymentOffice.nullable(),
  allow_gamification: z.boolean(),
  live_session_enabled: z.boolean(),
  enable_power_tutor: z.boolean(),
  media_release: z.string().nullable(),
  student_handbook: z.string().nullable(),
  terms_and_condition_link: z.string().nullable(),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
  /** The language of its name, description and FAQs: the reader's, or the default where untranslated. */
  lang: ZLanguage,
});
export type TInstitute = z.infer<typeof ZInstitute>;

/** The spec's institute call is a public list; clients read its first element. */
export const ZGetInstituteResponse = listOf(ZInstitute);
export type TGetInstituteResponse = z.infer<typeof ZGetInstituteResponse>;

export const getInstitute = operation({
  method: 'GET',
  path: '/api/v1/institute/',
  tag: 'institute',
  summary: 'The institute running the portal (public; a list whose first element is read)',
  response: ZGetInstituteResponse,
  errors: [404],
});
