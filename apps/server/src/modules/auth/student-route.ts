import type { Operation } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { type OperationHandler, type OperationRequest, type RouteExtras, route } from '../../lib/route';
import type { Auth } from './auth';
import { type StudentSession, requireStudent } from './session';

/** A student's call adds to a route's extras `verified: false` when it helps a student verify their email. */
export type StudentRouteExtras = RouteExtras & { verified?: boolean };

type StudentHandler<O extends Operation> = (
  student: StudentSession,
  request: OperationRequest<O>,
  reply: FastifyReply,
) => ReturnType<OperationHandler<O>>;

const students = new WeakMap<FastifyRequest, StudentSession>();

/**
 * Registers a signed-in student's call: the student is resolved (401, or 403 before their email is
 * verified) after the request is validated and the route's own hooks ran, as the handler's first line
 * did, so a malformed request is still told 400 before anything about its session.
 */
export function studentRoute<O extends Operation>(
  app: Parameters<typeof route>[0],
  ctx: AppContext,
  auth: Auth,
  operation: O,
  handler: StudentHandler<O>,
): void;
export function studentRoute<O extends Operation>(
  app: Parameters<typeof route>[0],
  ctx: AppContext,
  auth: Auth,
  operation: O,
  extras: StudentRouteExtras,
  handler: StudentHandler<O>,
): void;
export function studentRoute<O extends Operation>(
  app: Parameters<typeof route>[0],
  ctx: AppContext,
  auth: Auth,
  operation: O,
  extrasOrHandler: StudentRouteExtras | StudentHandler<O>,
  maybeHandler?: StudentHandler<O>,
): void {
  const { verified = true, ...extras } = typeof extrasOrHandler === 'function' ? {} : extrasOrHandler;
  const handler = typeof extrasOrHandler === 'function' ? extrasOrHandler : maybeHandler!;
  const resolve = async (request: FastifyRequest) => {
    students.set(request, await requireStudent(auth, ctx.db, request, { verified }));
  };
  const own = extras.preHandler === undefined ? [] : [extras.preHandler].flat();
  route(
    app,
    operation,
    { ...extras, preHandler: [...own, resolve] as RouteExtras['preHandler'] },
    async (request, reply) => handler(students.get(request)!, request, reply),
  );
}
