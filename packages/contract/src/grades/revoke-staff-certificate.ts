import { z } from 'zod';
import { operation } from '../common/operation';
import { ZStaffCertificate, ZStaffCertificateParams } from './staff-certificate';

/** Why the school withdraws a certificate: the graduate reads it; who checks its code reads only that it is revoked. */
export const ZRevokeCertificate = z.object({ reason: z.string().trim().min(1).max(500) });

export const revokeStaffCertificate = operation({
  method: 'POST',
  path: '/api/v1/staff/certificates/:id/revoke/',
  tag: 'staff',
  summary: 'Revoke a certificate with the reason; the graduate is notified',
  params: ZStaffCertificateParams,
  body: ZRevokeCertificate,
  response: ZStaffCertificate,
  errors: [401, 403, 404, 409],
  staff: { resource: 'certificates', action: 'revoke' },
});
