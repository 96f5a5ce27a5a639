import {
  getLedgerPayment,
  getPaymentReconciliation,
  listLedgerPayments,
  reconcilePaymentsNow,
  recordPaymentAtSchool,
  refundPayment,
  retryPaymentJob,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pageLinks } from '../../lib/pagination';
import type { Auth } from '../auth/auth';
import { actorOf } from '../staff/audit-log';
import { staffRoute } from '../staff/staff-route';
import * as ledger from './payment-ledger.service';
import * as reconciliation from './payment-reconciliation-state';
import * as refunds from './payment-refunds.service';

/** The finance office's ledger, the payments it records at the school's desk, its refunds, and its reconciliation. */
export const paymentLedgerRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    staffRoute(app, ctx, auth, listLedgerPayments, async (_staff, request) => {
      const page = await ledger.listLedgerPayments(ctx, request.query);
      return {
        ...page,
        ...pageLinks(request, ctx.config.publicUrl, { ...request.query, count: page.count }),
      };
    });

    staffRoute(app, ctx, auth, getPaymentReconciliation, () => reconciliation.paymentReconciliation(ctx));

    staffRoute(app, ctx, auth, reconcilePaymentsNow, async (staff, _request, reply) =>
      reply.status(202).send(await reconciliation.reconcileNow(ctx, actorOf(staff))),
    );

    staffRoute(app, ctx, auth, retryPaymentJob, async (staff, request, reply) =>
      reply.status(202).send(await reconciliation.retryPaymentJob(ctx, actorOf(staff), request.params.id)),
    );

    staffRoute(app, ctx, auth, getLedgerPayment, (_staff, request) =>
      ledger.getLedgerPayment(ctx, request.params.id),
    );

    staffRoute(app, ctx, auth, recordPaymentAtSchool, (staff, request) =>
      ledger.recordPaymentAtSchool(ctx, actorOf(staff), request.body),
    );

    staffRoute(app, ctx, auth, refundPayment, (staff, request) =>
      refunds.refundPayment(ctx, actorOf(staff), request.params.id, request.body),
    );
  };
