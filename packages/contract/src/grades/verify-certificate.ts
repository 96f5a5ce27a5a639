import { z } from 'zod';
import { operation } from '../common/operation';
import { ZLanguage } from '../enums';
import { CERTIFICATE_STATUSES } from './certificate';

export const ZVerifyCertificateParams = z.object({ code: z.string().trim().min(1).max(40) });

/** Only what proves the certificate real: no ids, no email, only the last name's initial. */
export const ZCertificateVerification = z.object({
  verification_code: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
  first_name: z.string(),
  last_initial: z.string(),
  program_name: z.string(),
  /** The language of `program_name`: the reader's, or the institute's default where untranslated. */
  program_name_lang: ZLanguage,
  completed_on: z.string(),
  institute_name: z.string(),
  /** YYYY-MM-DD; null unless revoked. The reason stays between the school and the graduate. */
  revoked_on: z.string().nullable(),
});
export type TCertificateVerification = z.infer<typeof ZCertificateVerification>;

/**
 * Public, no sign-in: what proves a certificate real, by its verification code (case and dashes
 * do not matter). An unknown code answers 404 with `certificateUnknown`.
 */
export const verifyCertificate = operation({
  method: 'GET',
  path: '/api/v1/certificates/verify/:code/',
  tag: 'grades',
  summary: 'Public: whether a verification code belongs to a real certificate, and what it certifies',
  params: ZVerifyCertificateParams,
  response: ZCertificateVerification,
  errors: [404, 429],
});
