import { operation } from '../common/operation';
import { ZStaffCertificate, ZStaffCertificateParams } from './staff-certificate';

export const getStaffCertificate = operation({
  method: 'GET',
  path: '/api/v1/staff/certificates/:id/',
  tag: 'staff',
  summary: 'One issued certificate',
  params: ZStaffCertificateParams,
  response: ZStaffCertificate,
  errors: [401, 403, 404],
  staff: { resource: 'certificates', action: 'read' },
});
