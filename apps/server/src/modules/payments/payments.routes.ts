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
import { studentRoute } from '../auth/student-route';
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
      studentRoute(app, ctx, auth, operation, async (student, request) => {
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

    studentRoute(app, ctx, auth, getPaymentStatus, (student, request) =>
      paymentStatus(ctx, providers, student, request.params.id),
    );

    studentRoute(app, ctx, auth, getUpcomingInstallment, (student, request) =>
      upcomingInstallment(ctx, student, request.params.id),
    );

    studentRoute(app, ctx, auth, requestPaidToSchool, (student, request) =>
      schoolPayments.requestPaidToSchool(ctx, student, request.body),
    );

    studentRoute(app, ctx, auth, getSchoolPaymentRequest, async (student, request) =>
      schoolPayments.schoolPaymentRequest(
        ctx,
        student.profile.id,
        request.params.id,
        await readerOf(ctx, request),
      ),
    );
  };

export const paymentHistoryRoutes =
  (ctx: AppContext, auth: Auth, gateway: CardGateway): FastifyPluginAsyncZod =>
  async (app) => {
    studentRoute(app, ctx, auth, listPayments, async (student, request) => {
      const results = await paymentHistory(ctx, student, await readerOf(ctx, request));
      return { count: results.length, next: null, previous: null, results };
    });

    studentRoute(app, ctx, auth, getReceipt, async (student, request, reply) => {
      const { name, pdf } = await paymentReceipt(ctx, student, request.params.id);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    });

    studentRoute(app, ctx, auth, getSavedCard, (student) => savedCardOf(ctx, student));

    studentRoute(app, ctx, auth, updateSavedCard, (student, request) =>
      replaceSavedCard(ctx, gateway, student, request.body.payment_method_id),
    );
  };
