import {
  type OperationBody,
  type createSupportRequest as createSupportRequestOperation,
  type TListQuery,
  type TListStaffSupportRequestsQuery,
  type TStaffSupportRequest,
  type TListSupportRequestsResponse,
  type TSupportRequest,
  type TSupportThread,
  ZCreateSupportRequest,
  ZNotificationContent,
  staffCoded,
  ruleMessage,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import { hitRateLimit } from '../../lib/rate-limit';
import type { StudentSession } from '../auth/session';
import { findInstitute } from '../institute/institute.service';
import { sendSupportRequestMail } from '../mail/account-mails';
import { clip, portalNotification } from '../notifications/notification-texts';
import { notify } from '../notifications/notifications.service';
import { type AuditActor, OPERATOR, recordAudit } from '../staff/audit-log';
import {
  type SupportAnswerRow,
  type SupportRequestRow,
  type StaffSupportRow,
  answersOfRequests,
  countStudentRequests,
  findRequest,
  findRequestForStaff,
  lockRequest,
  pageOfRequestsForStaff,
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

function presentForStaff(
  { request, student }: StaffSupportRow,
  answers: SupportAnswerRow[],
): TStaffSupportRequest {
  return {
    ...presentThread(request, answers),
    student: { id: student.id, name: student.name, email: student.email },
  };
}

/** Every student's requests for the office, oldest first unless said, each with its answers. */
export async function listStaffSupportRequests(ctx: AppContext, query: TListStaffSupportRequestsQuery) {
  const { count, rows } = await pageOfRequestsForStaff(ctx.db, query);
  const answers = await answersOfRequests(
    ctx.db,
    rows.map((row) => row.request.id),
  );
  return {
    count,
    results: rows.map((row) =>
      presentForStaff(
        row,
        answers.filter((a) => a.requestId === row.request.id),
      ),
    ),
  };
}

/** One request in full for the office: the student's message, who they are, and the answers so far. */
export async function getStaffSupportRequest(ctx: AppContext, id: number): Promise<TStaffSupportRequest> {
  const row = id <= MAX_ID ? await findRequestForStaff(ctx.db, id) : null;
  if (!row) throw new NotFound(staffCoded('staff.support.requestNotFound'));
  return presentForStaff(row, await answersOfRequests(ctx.db, [id]));
}

const messageRule = ZNotificationContent.shape.message;

/**
 * Stores the school's answer, notifies the student and records who answered, all or nothing. A
 * request may have several answers (a follow-up from the command line); with `onlyOpen`, as the
 * console asks, a request already answered is a conflict, so two staff answering at once send one.
 */
export async function answerSupportRequest(
  ctx: AppContext,
  id: number,
  message: string,
  actor: AuditActor = OPERATOR,
  options: { onlyOpen?: boolean } = {},
) {
  const parsed = ZCreateSupportRequest.shape.message.safeParse(message);
  if (!parsed.success)
    throw new Invalid({ message: parsed.error.issues.map((issue) => ruleMessage(issue.message)) });
  return ctx.db.transaction(async (tx) => {
    const request = id <= MAX_ID ? await lockRequest(tx, id) : null;
    if (!request) throw new NotFound(`No support request with the id ${id}.`);
    const earlier = await answersOfRequests(tx, [id]);
    if (options.onlyOpen && earlier.length > 0) {
      throw new Conflict(staffCoded('staff.support.answered'));
    }
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
    const student = await findRequestForStaff(tx, id);
    await recordAudit(tx, actor, {
      action: 'support.answer',
      entity: 'support_request',
      entityId: id,
      studentId: student?.student.userId ?? null,
      before: { status: earlier.length > 0 ? 'answered' : 'open', answers: earlier.length },
      after: { status: 'answered', answers: earlier.length + 1, answer: parsed.data },
    });
    return { request: presentRequest(request), answerId: answer.id };
  });
}
