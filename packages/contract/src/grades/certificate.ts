import { z } from 'zod';
import { ZLanguage } from '../enums';

/**
 * A program certificate. It is available when the program is passed (every required item complete
 * and every required graded item at or above its pass mark) and the subscription is neither a trial
 * nor cancelled or unpaid; it is issued at the first request for it
 * once that holds, and stays issued (with its verification code) unless the school revokes it.
 */

/** The web page that verifies a code, printed on the certificate as `{site}{path}/{code}`. */
export const CERTIFICATE_VERIFY_PAGE = '/certificate/verify';

export const ZCertificateParams = z.object({ id: z.coerce.number().int().positive() });

export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;

export const ZCertificate = z.object({
  /** Also the graduate id of the revoked-reason call. */
  id: z.number().int(),
  subscription: z.number().int(),
  course: z.number().int(),
  course_slug: z.string(),
  /** The student's first name, as on the certificate (spec: the first name is shown). */
  first_name: z.string(),
  program_name: z.string(),
  /** The language of `program_name`: the reader's, or the institute's default where untranslated. */
  program_name_lang: ZLanguage,
  /** The day the program was completed, YYYY-MM-DD in the institute's time zone. */
  completed_on: z.string(),
  issued_at: z.string(),
  /** Twelve characters in groups of four, e.g. 7KQ2-M9XD-4HTP. */
  verification_code: z.string(),
  /** Absolute URL of the public verification page for this code. */
  verify_url: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
  /** Path of the PDF; null once revoked. */
  pdf_url: z.string().nullable(),
  institute_name: z.string(),
});
export type TCertificate = z.infer<typeof ZCertificate>;
