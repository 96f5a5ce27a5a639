import {
  type OperationBody,
  type createSupportRequest as createSupportRequestOperation,
  type TListQuery,
  type TListSupportRequestsResponse,
  type TSupportRequest,
  type TSupportThread,
  ZCreateSupportRequest,
  ZNotificationContent,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { Invalid, NotFound } from '../../lib/errors';
import { hitRateLimit } from '../../lib/rate-limit';
import type { StudentSession } from '../auth/session';
import { findInstitute } from '../institute/institute.service';
import { sendSupportRequestMail } from '../mail/account-mails';
import { clip, portalNotification } from '../notifications/notification-texts';
import { notify } from '../notifications/notifications.service';
import {
  type SupportAnswerRow,
  type SupportRequestRow,
  answersOfRequests,
  countStudentRequests,
  findRequest,
  insertAnswer,
  insertSupportRequest,
  listRequestsForSchool,
  pageOfStudentRequests,
} from './support.repository';

type Source = TSupportRequest['source'];

// ids past the column's range cannot exist; asking for one would be a database error
const MAX_ID = 2_147_483_647;

/** Ten an hour per student: enough for a real problem, and each one also mails the school. */
export const SUPPORT_RATE_LIMIT = { max: 10, windowSeconds: 3600 };

function presentRequest(row: SupportRequestRow): TSupportRequest {
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    source: row.source as Source,
    created_at: row.createdAt.toISOString(),
  };
}

export async function createSupportRequest(
  ctx: AppContext,
  student: StudentSession,
  body: OperationBody<typeof createSupportRequestOperation>,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<TSupportRequest> {
  await hitRateLimit(ctx.db, `support:${student.user.id}`, SUPPORT_RATE_LIMIT, ctx.now());
  const row = await insertSupportRequest(ctx.db, {
    studentId: student.profile.id,
    ...body,
    createdAt: ctx.now(),
  });
  const schoolEmail = (await findInstitute(ctx.db))?.email.trim();
  if (schoolEmail) {
    // the request is stored either way: a mail failure must not make the student send it twice
    await sendSupportRequestMail(ctx, schoolEmail, {
      id: row.id,
      student: student.user.name,
      email: student.user.email,
      source: row.source as Source,
      subject: row.subject,
      message: row.message,
    }).catch((err: unknown) => log.error({ err }, 'the school copy of a support request was not mailed'));
  }
  return presentRequest(row);
}

/** The student's own requests, newest first, each with the school's answers oldest first. */
export async function listSupportRequests(
  ctx: AppContext,
  studentId: number,
  page: TListQuery,
): Promise<Pick<TListSupportRequestsResponse, 'count' | 'results'>> {
  const [rows, count] = await Promise.all([
    pageOfStudentRequests(ctx.db, studentId, page),
    countStudentRequests(ctx.db, studentId),
  ]);
  const answers = await answersOfRequests(
    ctx.db,
    rows.map((row) => row.id),
  );
  const byRequest = new Map<number, SupportAnswerRow[]>();
  for (const answer of answers) {
    byRequest.set(answer.requestId, [...(byRequest.get(answer.requestId) ?? []), answer]);
  }
  return { count, results: rows.map((row) => presentThread(row, byRequest.get(row.id) ?? [])) };
}

function presentThread(row: SupportRequestRow, answers: SupportAnswerRow[]): TSupportThread {
  return {
    ...presentRequest(row),
    status: answers.length > 0 ? 'answered' : 'open',
    answers: answers.map((a) => ({ id: a.id, message: a.message, created_at: a.createdAt.toISOString() })),
  };
}

/** One of the student's own requests with the school's answers; another student's is not found. */
export async function getSupportRequest(
  ctx: AppContext,
  studentId: number,
  id: number,
): Promise<TSupportThread> {
  const row = id <= MAX_ID ? await findRequest(ctx.db, id) : null;
  if (!row || row.studentId !== studentId) throw new NotFound('Support request not found.');
  return presentThread(row, await answersOfRequests(ctx.db, [row.id]));
}

export type SchoolSupportRow = {
  id: number;
  createdAt: Date;
  email: string;
  source: string;
  subject: string;
  status: TSupportThread['status'];
};

/** Every student's requests, newest first; `open` keeps those the school has not answered yet. */
export async function listSupportRequestsForSchool(
  ctx: AppContext,
  filter: { open: boolean },
): Promise<SchoolSupportRow[]> {
  const rows = await listRequestsForSchool(ctx.db, filter);
  return rows.map(({ answered, ...row }) => ({ ...row, status: answered ? 'answered' : 'open' }));
}

const messageRule = ZNotificationContent.shape.message;

/** Stores the school's answer and notifies the student, both or neither. */
export async function answerSupportRequest(ctx: AppContext, id: number, message: string) {
  const parsed = ZCreateSupportRequest.shape.message.safeParse(message);
  if (!parsed.success) throw new Invalid({ message: parsed.error.issues.map((issue) => issue.message) });
  return ctx.db.transaction(async (tx) => {
    const request = id <= MAX_ID ? await findRequest(tx, id) : null;
    if (!request) throw new NotFound(`No support request with the id ${id}.`);
    const answer = await insertAnswer(tx, { requestId: id, message: parsed.data, createdAt: ctx.now() });
    await notify(
      ctx,
      request.studentId,
      portalNotification(
        // the whole answer stays on the student's support page
        {
          key: 'supportAnswered',
          params: { subject: request.subject, answer: clip(parsed.data, messageRule.maxLength) },
        },
        { type: 'support', route_params: { support_request_id: request.id } },
      ),
      tx,
    );
    return { request: presentRequest(request), answerId: answer.id };
  });
}
