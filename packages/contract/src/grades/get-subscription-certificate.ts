import { z } from 'zod';
import { ZCoded } from '../common/errors';
import { operation } from '../common/operation';
import { ZProgramStanding } from '../journey/standing';
import { ZCertificate, ZCertificateParams } from './certificate';

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
  reason_code: ZCoded.nullish(),
  /** The program's completion rule as it stands for the student, with the items holding it. */
  standing: ZProgramStanding,
  /** Percent of mandatory items complete. */
  mandatory_content_progress: z.number().int(),
  certificate: ZCertificate.nullable(),
});
export type TSubscriptionCertificate = z.infer<typeof ZSubscriptionCertificate>;

/**
 * The subscription's certificate, issued now if the rule holds. Not available: 200 with
 * `available: false` and the reason. Another student's subscription: 404.
 */
export const getSubscriptionCertificate = operation({
  method: 'GET',
  path: '/api/v1/subscriptions/:id/certificate/',
  tag: 'grades',
  summary: "The subscription's certificate, issued at the first request once the program is complete",
  params: ZCertificateParams,
  response: ZSubscriptionCertificate,
  errors: [401, 403, 404],
});
