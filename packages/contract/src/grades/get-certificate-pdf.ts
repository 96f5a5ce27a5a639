import { operation } from '../common/operation';
import { ZCertificateParams } from './certificate';

/** The certificate as a PDF download; a revoked one answers 409 with `certificateRevoked`. */
export const getCertificatePdf = operation({
  method: 'GET',
  path: '/api/v1/certificates/:id/pdf/',
  tag: 'grades',
  summary: 'The certificate as a PDF download; a revoked one answers 409',
  params: ZCertificateParams,
  errors: [401, 403, 404, 409],
});
