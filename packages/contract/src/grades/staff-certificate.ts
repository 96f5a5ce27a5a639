import { z } from 'zod';

export const ISSUED_CERTIFICATE_STATES = ['valid', 'revoked'] as const;

/** A certificate as the registrar keeps it: whose, for what, and whether it still stands. */
export const ZStaffCertificate = z.object({
  id: z.number().int(),
  code: z.string(),
  student: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  program: z.object({ id: z.number().int(), name: z.string() }),
  subscription_id: z.number().int(),
  /** The names and program as printed on it. */
  printed_name: z.string(),
  completed_on: z.string(),
  issued_at: z.string(),
  state: z.enum(ISSUED_CERTIFICATE_STATES),
  revoked_at: z.string().nullable(),
  revoked_reason: z.string().nullable(),
});
export type TStaffCertificate = z.infer<typeof ZStaffCertificate>;

export const ZStaffCertificateParams = z.object({ id: z.coerce.number().int().positive() });
