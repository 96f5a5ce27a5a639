import { type TListStaffCertificatesQuery, type TStaffCertificate, staffCoded } from '@portal/contract';
import type { AppContext } from '../../context';
import { NotFound } from '../../lib/errors';
import type { AuditActor } from '../staff/audit-log';
import { revokeIssuedCertificate } from './certificate.service';
import {
  type IssuedCertificateRow,
  findIssuedCertificate,
  pageOfCertificates,
} from './staff-certificates.repository';

function present({ certificate: c, student, program }: IssuedCertificateRow): TStaffCertificate {
  return {
    id: c.id,
    code: c.code,
    student,
    program,
    subscription_id: c.subscriptionId,
    printed_name: `${c.firstName} ${c.lastName}`.trim(),
    completed_on: c.completedOn,
    issued_at: c.issuedAt.toISOString(),
    state: c.revokedAt ? 'revoked' : 'valid',
    revoked_at: c.revokedAt?.toISOString() ?? null,
    revoked_reason: c.revokedReason,
  };
}

export async function listStaffCertificates(ctx: AppContext, query: TListStaffCertificatesQuery) {
  const { count, rows } = await pageOfCertificates(ctx.db, query);
  return { count, results: rows.map(present) };
}

export async function getStaffCertificate(ctx: AppContext, id: number): Promise<TStaffCertificate> {
  const row = await findIssuedCertificate(ctx.db, id);
  if (!row) throw new NotFound(staffCoded('staff.records.certificateNotFound'));
  return present(row);
}

/** As `portal revoke-certificate` does, by the certificate's id, with who revoked it. */
export async function revokeStaffCertificate(ctx: AppContext, actor: AuditActor, id: number, reason: string) {
  const row = await findIssuedCertificate(ctx.db, id);
  if (!row) throw new NotFound(staffCoded('staff.records.certificateNotFound'));
  await revokeIssuedCertificate(ctx, row.certificate, reason, actor);
  return getStaffCertificate(ctx, id);
}
