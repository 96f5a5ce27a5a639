import {
  getPaymentStatus,
  getReceipt,
  getSavedCard,
  getSchoolPaymentRequest,
  getUpcomingInstallment,
  listPaymentPlans,
  listPayments,
  payFullPayment,
  payInstallment,
  payRegistrationFee,
  requestPaidToSchool,
  type TPaymentKind,
  updateSavedCard,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import type { CardGateway } from '../../providers/payments/card-gateway';
import type { Auth } from '../auth/auth';
import { requireStudent } from '../auth/session';
import { readerOf } from '../institute/content-language';
import type { InteracProvider } from '../../providers/interac/interac-provider';
import { payByInterac } from './interac-payments.service';
import { paymentHistory, paymentReceipt, replaceSavedCard, savedCardOf } from './payment-history.service';
import { paymentPlansFor, paymentStatus, upcomingInstallment } from './payment-status.service';
import { payByCard } from './payments.service';
import * as schoolPayments from './school-payments.service';

const ENDPOINTS = [
  ['full_payment', payFullPayment],
  ['registration_fee', payRegistrationFee],
  ['installment', payInstallment],
] as const satisfies readonly (readonly [TPaymentKind, unknown])[];

export const paymentsRoutes =
  (ctx: AppContext, auth: Auth, gateway: CardGateway, interac: InteracProvider): FastifyPluginAsyncZod =>
  async (app) => {
    for (const [kind, operation] of ENDPOINTS) {
      route(app, operation, async (request) => {
        const student = await requireStudent(auth, ctx.db, request);
        if (request.body.payment_api_mode === 'click2pay')
          return payByInterac(ctx, interac, student, kind, request.body);
        const key = request.headers['idempotency-key'];
        return payByCard(
          ctx,
          gateway,
          student,
          kind,
          request.body,
          typeof key === 'string' ? key.slice(0, 200) : undefined,
        );
      });
    }
  };

export const paymentInfoRoutes =
  (
    ctx: AppContext,
    auth: Auth,
    providers: { interac: InteracProvider; gateway: CardGateway },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, listPaymentPlans, async (request) =>
      paymentPlansFor(ctx, request.query, await readerOf(ctx, request)),
    );

    route(app, getPaymentStatus, async (request) =>
      paymentStatus(ctx, providers, await requireStudent(auth, ctx.db, request), request.params.id),
    );

    route(app, getUpcomingInstallment, async (request) =>
      upcomingInstallment(ctx, await requireStudent(auth, ctx.db, request), request.params.id),
    );

    route(app, requestPaidToSchool, async (request) =>
      schoolPayments.requestPaidToSchool(ctx, await requireStudent(auth, ctx.db, request), request.body),
    );

    route(app, getSchoolPaymentRequest, async (request) =>
      schoolPayments.schoolPaymentRequest(
        ctx,
        (await requireStudent(auth, ctx.db, request)).profile.id,
        request.params.id,
        await readerOf(ctx, request),
      ),
    );
  };

export const paymentHistoryRoutes =
  (ctx: AppContext, auth: Auth, gateway: CardGateway): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, listPayments, async (request) => {
      const student = await requireStudent(auth, ctx.db, request);
      const results = await paymentHistory(ctx, student, await readerOf(ctx, request));
      return { count: results.length, next: null, previous: null, results };
    });

    route(app, getReceipt, async (request, reply) => {
      const { name, pdf } = await paymentReceipt(
        ctx,
        await requireStudent(auth, ctx.db, request),
        request.params.id,
      );
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    });

    route(app, getSavedCard, async (request) =>
      savedCardOf(ctx, await requireStudent(auth, ctx.db, request)),
    );

    route(app, updateSavedCard, async (request) =>
      replaceSavedCard(
        ctx,
        gateway,
        await requireStudent(auth, ctx.db, request),
        request.body.payment_method_id,
      ),
    );
  };
