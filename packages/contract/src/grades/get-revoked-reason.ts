import { z } from 'zod';
import { operation } from '../common/operation';
import { ZCertificateParams } from './certificate';

export const ZRevokedReason = z.object({
  id: z.number().int(),
  is_revoked: z.boolean(),
  /** The school's reason; null when not revoked. */
  reason: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type TRevokedReason = z.infer<typeof ZRevokedReason>;

/** The spec's graduate revoked reason; the graduate id is the certificate's id. Another's: 404. */
export const getRevokedReason = operation({
  method: 'GET',
  path: '/api/v1/graduates/:id/revoked-reason/',
  tag: 'grades',
  summary: "Whether the student's certificate (graduate record) is revoked, and why",
  params: ZCertificateParams,
  response: ZRevokedReason,
  errors: [401, 403, 404],
});
