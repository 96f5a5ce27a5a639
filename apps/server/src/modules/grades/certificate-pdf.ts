import type { TLanguage } from '@portal/contract';
import { artifact, renderPdf, tagged } from '../../lib/pdf/pdf-document';
import { type PdfImage, imageDrawer } from '../../lib/pdf/pdf-image';
import { pdfDate } from '../../lib/pdf/pdf-locale';
import { PDF_TEXTS } from '../../lib/pdf/pdf-texts';
import { CERTIFICATE_PDF_TEXTS } from './certificate-pdf-texts';

export type CertificateContent = {
  institute: string;
  /** The institute's logo, drawn above its name. */
  logo: PdfImage | null;
  firstName: string;
  program: string;
  completedOn: string;
  code: string;
  verifyUrl: string;
  language: TLanguage;
};

const LOGO_HEIGHT = 56;

/** The certificate on one landscape page: the school, who, what, when, and how anyone can check it. */
export async function certificatePdf(c: CertificateContent): Promise<Buffer> {
  const texts = CERTIFICATE_PDF_TEXTS[c.language];
  const drawLogo = c.logo ? await imageDrawer(c.logo) : null;
  return renderPdf(
    { title: texts.title(c.code), author: c.institute, language: c.language },
    (doc, root) => {
      const width = doc.page.width - 112;
      const centred = { width, align: 'center' as const };
      artifact(doc, () =>
        doc
          .lineWidth(3)
          .strokeColor('#1c252e')
          .rect(28, 28, doc.page.width - 56, doc.page.height - 56)
          .stroke(),
      );
      doc.y = 56;
      if (drawLogo) {
        const box = { x: 56, y: doc.y, width, height: LOGO_HEIGHT };
        tagged(doc, root, 'Figure', () => drawLogo(doc, box), {
          alt: PDF_TEXTS[c.language].logo(c.institute),
        });
        doc.y = box.y + LOGO_HEIGHT + 12;
      } else doc.y = 80;
      doc.font('Helvetica-Bold').fontSize(18).fillColor('#1c252e');
      tagged(doc, root, 'P', () => doc.text(c.institute, 56, doc.y, centred));
      doc.moveDown(drawLogo ? 0.8 : 1.2).fontSize(32);
      tagged(doc, root, 'H1', () => doc.text(texts.heading, centred));
      doc
        .moveDown(drawLogo ? 0.8 : 1)
        .font('Helvetica')
        .fontSize(13)
        .fillColor('#637381');
      tagged(doc, root, 'P', () => {
        doc.text(texts.certifies, centred);
        doc.moveDown(0.6).font('Helvetica-Bold').fontSize(30).fillColor('#1c252e').text(c.firstName, centred);
        doc.moveDown(0.6).font('Helvetica').fontSize(13).fillColor('#637381').text(texts.completed, centred);
        doc.moveDown(0.5).font('Helvetica-Bold').fontSize(20).fillColor('#1c252e').text(c.program, centred);
      });
      doc.moveDown(1).font('Helvetica').fontSize(12).fillColor('#1c252e');
      tagged(doc, root, 'P', () => doc.text(texts.completedOn(pdfDate(c.completedOn, c.language)), centred));
      doc.font('Helvetica').fontSize(10).fillColor('#637381');
      tagged(doc, root, 'P', () =>
        doc
          .text(texts.code(c.code), 56, doc.page.height - 110, centred)
          .text(texts.verify(c.verifyUrl), centred),
      );
    },
    { layout: 'landscape' },
  );
}
