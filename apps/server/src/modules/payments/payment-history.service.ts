import { type TPaymentRecord, coded } from '@portal/contract';
import type { AppContext } from '../../context';
import { Invalid, NotFound } from '../../lib/errors';
import { pdfLanguage } from '../../lib/pdf/pdf-locale';
import type { CardGateway } from '../../providers/payments/card-gateway';
import type { StudentSession } from '../auth/session';
import { readerOf } from '../institute/content-language';
import { type Reader, localize } from '../institute/localize';
import { findInstitute } from '../institute/institute.service';
import { findSavedCard, listOwnPayments, saveCard } from './payments.repository';
import { customerOf } from './payments.service';
import { receiptPdf } from './receipt-pdf';

export async function paymentHistory(
  ctx: AppContext,
  student: StudentSession,
  reader: Reader,
): Promise<TPaymentRecord[]> {
  return (await listOwnPayments(ctx.db, student.profile.id)).map(
    ({ payment, course: courseRow, installmentNumber }) => {
      const course = localize(courseRow, reader);
      return {
        id: payment.id,
        subscription: payment.subscriptionId,
        course_name: course.name,
        course_name_lang: course.lang,
        payment_type: payment.kind as TPaymentRecord['payment_type'],
        installment_number: installmentNumber,
        amount: payment.amountCents,
        currency: payment.currency,
        pay_by: payment.method as TPaymentRecord['pay_by'],
        status: payment.status as TPaymentRecord['status'],
        created_at: payment.createdAt.toISOString(),
        reference_code: payment.referenceCode,
        receipt: payment.status === 'complete' ? `/api/v1/payments/${payment.id}/receipt/` : null,
      };
    },
  );
}

/** The receipt of a completed payment, in the student's language, dated at the school. */
export async function paymentReceipt(ctx: AppContext, student: StudentSession, id: number) {
  const language = pdfLanguage(student.user.language);
  const reader = await readerOf(ctx, null, language);
  const record = (await paymentHistory(ctx, student, reader)).find((p) => p.id === id);
  if (!record || record.status !== 'complete') throw new NotFound();
  const institute = await findInstitute(ctx.db);
  const pdf = await receiptPdf({
    record,
    school: {
      name: institute?.name ?? 'Student portal',
      contact: [institute?.address, institute?.phone, institute?.email].filter(Boolean).join(' · '),
      timeZone: institute?.timeZone ?? 'America/Toronto',
    },
    payer: {
      name:
        [student.profile.firstName, student.profile.lastName].filter(Boolean).join(' ') || student.user.name,
      email: student.user.email,
    },
    language,
  });
  return { name: `receipt-${record.id}.pdf`, pdf };
}

export async function savedCardOf(ctx: AppContext, student: StudentSession) {
  const card = await findSavedCard(ctx.db, student.profile.id);
  return card
    ? {
        payment_method_id: card.providerMethodId,
        brand: card.brand,
        last4: card.last4,
        exp_month: card.expMonth,
        exp_year: card.expYear,
      }
    : null;
}

/** Update Card: the provider's new payment method replaces the saved one. */
export async function replaceSavedCard(
  ctx: AppContext,
  gateway: CardGateway,
  student: StudentSession,
  paymentMethodId: string,
) {
  const card = await gateway.attachMethod(paymentMethodId, await customerOf(ctx, gateway, student));
  if (!card) throw new Invalid({ payment_method_id: [coded('card.notYourCard')] });
  await saveCard(ctx.db, {
    studentId: student.profile.id,
    provider: gateway.kind,
    providerMethodId: paymentMethodId,
    ...card,
  });
  return savedCardOf(ctx, student);
}
