import {
  ZGetReceiptParams,
  ZListPaymentsResponse,
  ZSavedCardResponse,
  ZUpdateSavedCardRequest,
  getReceipt,
  getSchoolPaymentRequest,
  ZGetSchoolPaymentRequestParams,
  ZSchoolPaymentRequest,
  getSavedCard,
  listPayments,
  updateSavedCard,
  ZGetSubscriptionParams,
  ZListPaymentPlansQuery,
  ZListPaymentPlansResponse,
  ZPaidToSchoolRequest,
  ZPaidToSchoolResponse,
  ZPaymentStatus,
  ZUpcomingInstallmentResponse,
  getPaymentStatus,
  getUpcomingInstallment,
  listPaymentPlans,
  requestPaidToSchool,
  type TPaymentKind,
  ZPayByCardRequest,
  ZPayByCardResponse,
  payFullPayment,
  payInstallment,
  payRegistrationFee,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import type { CardGateway } from '../../providers/payments/card-gateway';
import type { Auth } from '../auth/auth';
import { requireStudent } from '../auth/session';
import { readerOf } from '../institute/content-language';
import type { InteracProvider } from '../../providers/interac/interac-provider';
import { payByInterac } from './interac-payments.service';
import { paymentHistory, paymentReceipt, replaceSavedCard, savedCardOf } from './payment-history.service';
import { paymentPlansFor, paymentStatus, upcomingInstallment } from './payment-status.service';
import { payByCard } from './payments.service';
import {
  requestPaidToSchool as requestPaidToSchoolService,
  schoolPaymentRequest,
} from './school-payments.service';

const ENDPOINTS: [TPaymentKind, string, string][] = [
  ['full_payment', payFullPayment.path, 'Pay a program in full by card'],
  ['registration_fee', payRegistrationFee.path, "Pay a payment plan's registration fee by card"],
  ['installment', payInstallment.path, 'Pay the next instalment by card'],
];

export const paymentsRoutes =
  (ctx: AppContext, auth: Auth, gateway: CardGateway, interac: InteracProvider): FastifyPluginAsyncZod =>
  async (app) => {
    for (const [kind, path, summary] of ENDPOINTS) {
      app.post(
        path,
        {
          schema: {
            tags: ['payments'],
            summary,
            description:
              'Send payment_method_id first; when requires_action, authenticate, then send payment_intent_id.',
            body: ZPayByCardRequest,
            response: { 200: ZPayByCardResponse },
          },
        },
        async (request) => {
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
        },
      );
    }
  };

export const paymentInfoRoutes =
  (
    ctx: AppContext,
    auth: Auth,
    providers: { interac: InteracProvider; gateway: CardGateway },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      listPaymentPlans.path,
      {
        schema: {
          tags: ['payments'],
          summary: 'The payment plans of a program (by course) or of a cohort’s program (public)',
          querystring: ZListPaymentPlansQuery,
          response: { 200: ZListPaymentPlansResponse },
        },
      },
      async (request) => paymentPlansFor(ctx, request.query, await readerOf(ctx, request)),
    );

    app.get(
      getPaymentStatus.path,
      {
        schema: {
          tags: ['payments'],
          summary: "The subscription's latest payment, polled while it is pending",
          params: ZGetSubscriptionParams,
          response: { 200: ZPaymentStatus },
        },
      },
      async (request) =>
        paymentStatus(ctx, providers, await requireStudent(auth, ctx.db, request), request.params.id),
    );

    app.get(
      getUpcomingInstallment.path,
      {
        schema: {
          tags: ['payments'],
          summary: 'The next instalment to pay, if any',
          params: ZGetSubscriptionParams,
          response: { 200: ZUpcomingInstallmentResponse },
        },
      },
      async (request) =>
        upcomingInstallment(ctx, await requireStudent(auth, ctx.db, request), request.params.id),
    );

    app.post(
      requestPaidToSchool.path,
      {
        schema: {
          tags: ['payments'],
          summary: 'Ask to pay at the school; access opens when the school records the payment',
          body: ZPaidToSchoolRequest,
          response: { 200: ZPaidToSchoolResponse },
        },
      },
      async (request) =>
        requestPaidToSchoolService(ctx, await requireStudent(auth, ctx.db, request), request.body),
    );

    app.get(
      getSchoolPaymentRequest.path,
      {
        schema: {
          tags: ['payments'],
          summary: 'A request to pay at the school: amount due, reference code, where and when to pay',
          params: ZGetSchoolPaymentRequestParams,
          response: { 200: ZSchoolPaymentRequest },
        },
      },
      async (request) =>
        schoolPaymentRequest(
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
    app.get(
      listPayments.path,
      {
        schema: {
          tags: ['payments'],
          summary: "The student's payments, newest first",
          response: { 200: ZListPaymentsResponse },
        },
      },
      async (request) => {
        const student = await requireStudent(auth, ctx.db, request);
        const results = await paymentHistory(ctx, student, await readerOf(ctx, request));
        return { count: results.length, next: null, previous: null, results };
      },
    );

    app.get(
      getReceipt.path,
      {
        schema: {
          tags: ['payments'],
          summary: 'The PDF receipt of a completed payment',
          params: ZGetReceiptParams,
        },
      },
      async (request, reply) => {
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
      },
    );

    app.get(
      getSavedCard.path,
      {
        schema: {
          tags: ['payments'],
          summary: 'The saved card, if any',
          response: { 200: ZSavedCardResponse },
        },
      },
      async (request) => savedCardOf(ctx, await requireStudent(auth, ctx.db, request)),
    );

    app.put(
      updateSavedCard.path,
      {
        schema: {
          tags: ['payments'],
          summary: 'Update Card: save another card for the next payments',
          body: ZUpdateSavedCardRequest,
          response: { 200: ZSavedCardResponse },
        },
      },
      async (request) =>
        replaceSavedCard(
          ctx,
          gateway,
          await requireStudent(auth, ctx.db, request),
          request.body.payment_method_id,
        ),
    );
  };
