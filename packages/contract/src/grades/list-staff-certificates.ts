import { z } from 'zod';
import { listOf } from '../common/list';
import { operation } from '../common/operation';
import { ZStaffListQuery } from '../staff/staff-list-query';
import { ISSUED_CERTIFICATE_STATES, ZStaffCertificate } from './staff-certificate';

export const ZListStaffCertificatesQuery = ZStaffListQuery(['issued_at', 'student']).extend({
  student: z.coerce.number().int().positive().optional(),
  program: z.coerce.number().int().positive().optional(),
  state: z.enum(ISSUED_CERTIFICATE_STATES).optional(),
});
export type TListStaffCertificatesQuery = z.infer<typeof ZListStaffCertificatesQuery>;

export const listStaffCertificates = operation({
  method: 'GET',
  path: '/api/v1/staff/certificates/',
  tag: 'staff',
  summary: 'Issued certificates, newest first; searchable by code or student',
  query: ZListStaffCertificatesQuery,
  response: listOf(ZStaffCertificate),
  errors: [401, 403],
  staff: { resource: 'certificates', action: 'read' },
});
