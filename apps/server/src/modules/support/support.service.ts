import type { TSupportRequest } from '@portal/contract';
import type { AppContext } from '../../context';
import { hitRateLimit } from '../../lib/rate-limit';
import type { StudentSession } from '../auth/session';
import { insertSupportRequest } from './support.repository';

export async function createSupportRequest(
  ctx: AppContext,
  student: StudentSession,
  body: { subject: string; message: string; source: TSupportRequest['source'] },
): Promise<TSupportRequest> {
  await hitRateLimit(ctx.db, `support:${student.user.id}`, { max: 10, windowSeconds: 3600 }, ctx.now());
  const row = await insertSupportRequest(ctx.db, { studentId: student.profile.id, ...body });
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    source: row.source as TSupportRequest['source'],
    created_at: row.createdAt.toISOString(),
  };
}
