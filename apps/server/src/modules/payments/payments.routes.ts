import {
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
import { payByCard } from './payments.service';

const ENDPOINTS: [TPaymentKind, string, string][] = [
  ['full_payment', payFullPayment.path, 'Pay a program in full by card'],
  ['registration_fee', payRegistrationFee.path, "Pay a payment plan's registration fee by card"],
  ['installment', payInstallment.path, 'Pay the next instalment by card'],
];

export const paymentsRoutes =
  (ctx: AppContext, auth: Auth, gateway: CardGateway): FastifyPluginAsyncZod =>
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
