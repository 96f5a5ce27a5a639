import { z } from 'zod';
import { ZLanguage } from '../enums';
import { ZProgramStanding } from '../journey/standing';

/**
 * A program certificate. It is available when the program is passed (every required item complete
 * and every required graded item at or above its pass mark) and the subscription is neither a trial
 * nor cancelled or unpaid; it is issued at the first request for it
 * once that holds, and stays issued (with its verification code) unless the school revokes it.
 */

/**
 * The subscription's certificate, issued now if the rule holds. Not available: 200 with
 * `available: false` and the reason. Another student's subscription: 404.
 */
export const getSubscriptionCertificate = {
  method: 'GET',
  path: '/api/v1/subscriptions/:id/certificate/',
} as const;
/** The `certificate/{id}` page. Another student's certificate answers 404. */
export const getCertificate = { method: 'GET', path: '/api/v1/certificates/:id/' } as const;
/** The certificate as a PDF download; a revoked one answers 409 with `certificateRevoked`. */
export const getCertificatePdf = { method: 'GET', path: '/api/v1/certificates/:id/pdf/' } as const;
/**
 * Public, no sign-in: what proves a certificate real, by its verification code (case and dashes
 * do not matter). An unknown code answers 404 with `certificateUnknown`.
 */
export const verifyCertificate = { method: 'GET', path: '/api/v1/certificates/verify/:code/' } as const;
/** The spec's graduate revoked reason; the graduate id is the certificate's id. Another's: 404. */
export const getRevokedReason = { method: 'GET', path: '/api/v1/graduates/:id/revoked-reason/' } as const;

/** The web page that verifies a code, printed on the certificate as `{site}{path}/{code}`. */
export const CERTIFICATE_VERIFY_PAGE = '/certificate/verify';

export const ZCertificateParams = z.object({ id: z.coerce.number().int().positive() });
export const ZVerifyCertificateParams = z.object({ code: z.string().trim().min(1).max(40) });

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

export const CERTIFICATE_STATES = [
  'issued',
  'revoked',
  'incomplete',
  'awaiting_grading',
  'not_passed',
  'trial',
  'not_enrolled',
] as const;

export const ZSubscriptionCertificate = z.object({
  subscription: z.number().int(),
  available: z.boolean(),
  /** `issued` or `revoked` with the certificate; otherwise what holds it, as `reason` says. */
  state: z.enum(CERTIFICATE_STATES),
  /**
   * Why not (`certificateNotReady`, `certificateAwaitingGrading`, `certificateNotPassed`,
   * `certificateTrial`, `certificateNotEnrolled`, or `certificateRevoked` beside the revoked
   * certificate); null when available.
   */
  reason: z.string().nullable(),
  /** The program's completion rule as it stands for the student, with the items holding it. */
  standing: ZProgramStanding,
  /** Percent of mandatory items complete. */
  mandatory_content_progress: z.number().int(),
  certificate: ZCertificate.nullable(),
});
export type TSubscriptionCertificate = z.infer<typeof ZSubscriptionCertificate>;

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

export const ZRevokedReason = z.object({
  id: z.number().int(),
  is_revoked: z.boolean(),
  /** The school's reason; null when not revoked. */
  reason: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type TRevokedReason = z.infer<typeof ZRevokedReason>;
