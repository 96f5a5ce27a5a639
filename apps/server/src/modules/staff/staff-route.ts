import type { Operation } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { type OperationHandler, type OperationRequest, route } from '../../lib/route';
import type { Auth } from '../auth/auth';
import { type StaffSession, requireStaff } from './staff-session';

type StaffOperation = Operation & { staff: NonNullable<Operation['staff']> };

const members = new WeakMap<FastifyRequest, StaffSession>();

/**
 * Registers a staff call: the member is resolved and their role checked against what the operation
 * says it needs before the request is even validated, so that nobody else learns what a call takes.
 */
export function staffRoute<O extends StaffOperation>(
  app: Parameters<typeof route>[0],
  ctx: AppContext,
  auth: Auth,
  operation: O,
  handler: (
    staff: StaffSession,
    request: OperationRequest<O>,
    reply: FastifyReply,
  ) => ReturnType<OperationHandler<O>>,
): void {
  route(
    app,
    operation,
    {
      preValidation: async (request) => {
        members.set(request, await requireStaff(auth, ctx.db, request, operation.staff));
      },
    },
    async (request, reply) => handler(members.get(request)!, request, reply),
  );
}
