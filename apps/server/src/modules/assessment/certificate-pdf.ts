import { renderPdf } from '../../lib/pdf/pdf-document';
import { longDate } from './long-date';

export type CertificateContent = {
  institute: string;
  firstName: string;
  program: string;
  completedOn: string;
  code: string;
  verifyUrl: string;
};

/** The certificate on one landscape page: who, what, when, and how anyone can check it. */
export async function certificatePdf(c: CertificateContent): Promise<Buffer> {
  return renderPdf(
    `Certificate ${c.code}`,
    c.institute,
    (doc) => {
      const width = doc.page.width - 112;
      const centred = { width, align: 'center' as const };
      doc
        .lineWidth(3)
        .strokeColor('#1c252e')
        .rect(28, 28, doc.page.width - 56, doc.page.height - 56)
        .stroke();
      doc.y = 80;
      doc.font('Helvetica-Bold').fontSize(18).fillColor('#1c252e').text(c.institute, 56, doc.y, centred);
      doc.moveDown(1.2).font('Helvetica-Bold').fontSize(32).text('Certificate of Completion', centred);
      doc
        .moveDown(1)
        .font('Helvetica')
        .fontSize(13)
        .fillColor('#637381')
        .text('This certifies that', centred);
      doc.moveDown(0.6).font('Helvetica-Bold').fontSize(30).fillColor('#1c252e').text(c.firstName, centred);
      doc
        .moveDown(0.6)
        .font('Helvetica')
        .fontSize(13)
        .fillColor('#637381')
        .text('has completed the program', centred);
      doc.moveDown(0.5).font('Helvetica-Bold').fontSize(20).fillColor('#1c252e').text(c.program, centred);
      doc
        .moveDown(1)
        .font('Helvetica')
        .fontSize(12)
        .fillColor('#1c252e')
        .text(`Completed on ${longDate(c.completedOn)}`, centred);
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor('#637381')
        .text(`Verification code ${c.code}`, 56, doc.page.height - 110, centred)
        .text(`Verify this certificate at ${c.verifyUrl}`, centred);
    },
    { layout: 'landscape' },
  );
}
