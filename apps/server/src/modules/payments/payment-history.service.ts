import { CARD_MESSAGES, type TPaymentRecord, formatMoney } from '@portal/contract';
import type { AppContext } from '../../context';
import { Invalid, NotFound } from '../../lib/errors';
import { renderPdf } from '../../lib/pdf/pdf-document';
import type { CardGateway } from '../../providers/payments/card-gateway';
import type { StudentSession } from '../auth/session';
import { findInstitute } from '../institute/institute.service';
import { findSavedCard, listOwnPayments, saveCard } from './payments.repository';
import { customerOf } from './payments.service';

const PAY_BY_LABEL = {
  pay_by_card: 'Card',
  click2pay: 'Interac',
  paid_to_school: 'Paid at the school',
} as const;
const KIND_LABEL = {
  full_payment: 'Full payment',
  registration_fee: 'Registration fee',
  installment: 'Instalment',
} as const;

export async function paymentHistory(ctx: AppContext, student: StudentSession): Promise<TPaymentRecord[]> {
  return (await listOwnPayments(ctx.db, student.profile.id)).map(
    ({ payment, courseName, installmentNumber }) => ({
      id: payment.id,
      subscription: payment.subscriptionId,
      course_name: courseName,
      payment_type: payment.kind as TPaymentRecord['payment_type'],
      installment_number: installmentNumber,
      amount: payment.amountCents,
      currency: payment.currency,
      pay_by: payment.method as TPaymentRecord['pay_by'],
      status: payment.status as TPaymentRecord['status'],
      created_at: payment.createdAt.toISOString(),
      reference_code: payment.referenceCode,
      receipt: payment.status === 'complete' ? `/api/v1/payments/${payment.id}/receipt/` : null,
    }),
  );
}

/** A receipt a student can hand to anyone: the school, the payer, what, how, when, how much. */
export async function receiptPdf(ctx: AppContext, student: StudentSession, id: number) {
  const record = (await paymentHistory(ctx, student)).find((p) => p.id === id);
  if (!record || record.status !== 'complete') throw new NotFound();
  const institute = await findInstitute(ctx.db);
  const school = institute?.name ?? 'Student portal';
  const zone = institute?.timeZone ?? 'America/Toronto';
  const name =
    [student.profile.firstName, student.profile.lastName].filter(Boolean).join(' ') || student.user.name;
  const pdf = await renderPdf(`Receipt ${record.id}`, school, (doc) => {
    doc.font('Helvetica-Bold').fontSize(16).fillColor('#1c252e').text(school);
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#637381')
      .text([institute?.address, institute?.phone, institute?.email].filter(Boolean).join(' · '));
    doc
      .moveDown(1.5)
      .font('Helvetica-Bold')
      .fontSize(20)
      .fillColor('#1c252e')
      .text(`Receipt no. ${String(record.id).padStart(6, '0')}`);
    doc.moveDown(0.5).font('Helvetica').fontSize(11);
    const rows: [string, string][] = [
      ['Received from', `${name} (${student.user.email})`],
      ['Program', record.course_name],
      [
        'For',
        `${KIND_LABEL[record.payment_type]}${record.installment_number ? ` ${record.installment_number}` : ''}`,
      ],
      ['Paid by', PAY_BY_LABEL[record.pay_by]],
      ...(record.reference_code ? [['Reference', record.reference_code] as [string, string]] : []),
      [
        'Date',
        new Date(record.created_at).toLocaleString('en-CA', {
          timeZone: zone,
          dateStyle: 'long',
          timeStyle: 'short',
        }),
      ],
      ['Amount', `${formatMoney(record.amount, record.currency, 'en-CA')} ${record.currency}`],
    ];
    for (const [label, value] of rows) {
      const y = doc.y;
      doc.fillColor('#637381').text(label, 56, y, { width: 140 });
      doc.fillColor('#1c252e').text(value, 200, y, { width: 340 });
      doc.moveDown(0.4);
    }
    doc.moveDown(1).fontSize(9).fillColor('#637381').text(`Thank you. Keep this receipt for your records.`);
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
  if (!card) throw new Invalid({ payment_method_id: [CARD_MESSAGES.notYourCard] });
  await saveCard(ctx.db, {
    studentId: student.profile.id,
    provider: gateway.kind,
    providerMethodId: paymentMethodId,
    ...card,
  });
  return savedCardOf(ctx, student);
}
