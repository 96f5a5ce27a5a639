import type { TLanguage } from '@portal/contract';
import { schoolDate } from '../../lib/dates';
import {
  type Pdf,
  type PdfNode,
  artifact,
  renderPdf,
  tagged,
  writeMarkdown,
} from '../../lib/pdf/pdf-document';
import { pdfDate, pdfDateTime } from '../../lib/pdf/pdf-locale';
import { SIGNED_AGREEMENT_PDF_TEXTS } from './signed-agreement-pdf-texts';

export type SignatureStamp = {
  /** As on the profile. */
  legalName: string;
  /** As the student typed it: their signature. */
  typedName: string;
  email: string;
  signedAt: Date;
  timeZone: string;
  ip: string;
  sha256: string;
};

// a paragraph of blanks to fill in by hand ("Student signature: ______")
const isSignatureLines = (block: string) => block.split('\n').every((line) => /_{3,}/.test(line));

/** The agreement's text around its signature lines: the stamp takes their place, or follows the text. */
export function splitAtSignatureLines(markdown: string): { before: string; after: string } {
  const blocks = markdown.replace(/\r\n/g, '\n').split(/\n{2,}/);
  const first = blocks.findIndex((block) => block.trim() !== '' && isSignatureLines(block.trim()));
  if (first === -1) return { before: markdown, after: '' };
  return {
    before: blocks.slice(0, first).join('\n\n'),
    after: blocks
      .slice(first)
      .filter((block) => !isSignatureLines(block.trim()))
      .join('\n\n'),
  };
}

function writeStamp(doc: Pdf, root: PdfNode, stamp: SignatureStamp, language: TLanguage) {
  const texts = SIGNED_AGREEMENT_PDF_TEXTS[language];
  const left = doc.page.margins.left;
  const line = (text: string) => tagged(doc, root, 'P', () => doc.text(text, left));
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).fillColor('#1c252e');
  tagged(doc, root, 'H2', () => doc.text(texts.heading, left));
  doc.font('Helvetica').fontSize(10).moveDown(0.3);
  line(texts.studentName(stamp.legalName));
  line(texts.date(pdfDate(schoolDate(stamp.signedAt, stamp.timeZone), language)));
  line(texts.signature);
  // the typed name is the signature: drawn as one, on its line, and read out by its description
  const top = doc.y + 2;
  doc.font('Times-Italic').fontSize(18);
  tagged(doc, root, 'Figure', () => doc.text(`/s/ ${stamp.typedName}`, left + 12, top), {
    alt: texts.signatureAlt(stamp.typedName),
  });
  const rule = doc.y + 1;
  artifact(doc, () =>
    doc
      .moveTo(left, rule)
      .lineTo(left + 260, rule)
      .lineWidth(0.75)
      .strokeColor('#637381')
      .stroke(),
  );
  doc.y = rule + 6;
  doc.font('Helvetica').fontSize(10).fillColor('#1c252e');
  line(texts.signedBy(stamp.legalName, stamp.email));
  line(
    texts.signedAt(
      pdfDateTime(stamp.signedAt, language, stamp.timeZone),
      stamp.timeZone,
      stamp.signedAt.toISOString(),
    ),
  );
  line(texts.from(stamp.ip));
  line(texts.sha256(stamp.sha256));
  doc.moveDown(0.3).fontSize(9).fillColor('#637381');
  line(texts.consent);
  doc.moveDown(0.6);
}

/** The signed agreement: its text, with the signature stamp where its blank signature lines were. */
export function signedAgreementPdf(
  meta: { title: string; school: string; language: TLanguage },
  markdown: string,
  stamp: SignatureStamp,
): Promise<Buffer> {
  const { before, after } = splitAtSignatureLines(markdown);
  return renderPdf({ title: meta.title, author: meta.school, language: meta.language }, (doc, root) => {
    writeMarkdown(doc, root, before);
    writeStamp(doc, root, stamp, meta.language);
    if (after) writeMarkdown(doc, root, after);
  });
}
