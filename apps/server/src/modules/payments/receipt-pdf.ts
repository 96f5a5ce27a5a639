import type { TLanguage, TPaymentRecord } from '@portal/contract';
import { group, renderPdf, tagged } from '../../lib/pdf/pdf-document';
import { pdfDateTime, pdfMoney } from '../../lib/pdf/pdf-locale';
import { RECEIPT_PDF_TEXTS } from './receipt-pdf-texts';

export type ReceiptContent = {
  record: TPaymentRecord;
  school: { name: string; contact: string; timeZone: string };
  payer: { name: string; email: string };
  language: TLanguage;
};

/** A receipt a student can hand to anyone: the school, the payer, what, how, when, how much. */
export function receiptPdf({ record, school, payer, language }: ReceiptContent): Promise<Buffer> {
  const texts = RECEIPT_PDF_TEXTS[language];
  const meta = { title: texts.title(record.id), author: school.name, language };
  return renderPdf(meta, (doc, root) => {
    doc.font('Helvetica-Bold').fontSize(16).fillColor('#1c252e');
    tagged(doc, root, 'P', () => doc.text(school.name));
    doc.font('Helvetica').fontSize(9).fillColor('#637381');
    if (school.contact) tagged(doc, root, 'P', () => doc.text(school.contact));
    doc.moveDown(1.5).font('Helvetica-Bold').fontSize(20).fillColor('#1c252e');
    tagged(doc, root, 'H1', () => doc.text(texts.heading(String(record.id).padStart(6, '0'))));
    doc.moveDown(0.5).font('Helvetica').fontSize(11);
    const rows: [string, string][] = [
      [texts.receivedFrom, `${payer.name} (${payer.email})`],
      [texts.program, record.course_name],
      [
        texts.for,
        `${texts.kind[record.payment_type]}${record.installment_number ? ` ${record.installment_number}` : ''}`,
      ],
      [texts.paidBy, texts.payBy[record.pay_by]],
      ...(record.reference_code ? [[texts.reference, record.reference_code] as [string, string]] : []),
      [texts.date, pdfDateTime(new Date(record.created_at), language, school.timeZone)],
      [texts.amount, pdfMoney(record.amount, record.currency, language)],
    ];
    group(doc, root, 'Table', (table) => {
      for (const [label, value] of rows) {
        const y = doc.y;
        let bottom = y;
        group(doc, table, 'TR', (tr) => {
          tagged(doc, tr, 'TH', () => doc.fillColor('#637381').text(label, 56, y, { width: 140 }), {
            scope: 'Row',
          });
          bottom = doc.y;
          tagged(doc, tr, 'TD', () => doc.fillColor('#1c252e').text(value, 200, y, { width: 340 }));
        });
        doc.x = 56;
        doc.y = Math.max(bottom, doc.y);
        doc.moveDown(0.4);
      }
    });
    doc.moveDown(1).fontSize(9).fillColor('#637381');
    tagged(doc, root, 'P', () => doc.text(texts.thanks));
  });
}
