import { operation } from '../common/operation';
import { ZCertificate, ZCertificateParams } from './certificate';

/** The `certificate/{id}` page. Another student's certificate answers 404. */
export const getCertificate = operation({
  method: 'GET',
  path: '/api/v1/certificates/:id/',
  tag: 'grades',
  summary: 'One of the student’s certificates',
  params: ZCertificateParams,
  response: ZCertificate,
  errors: [401, 403, 404],
});
