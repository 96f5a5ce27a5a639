import dayjs from 'dayjs';
import { type Pdf, renderPdf, writeMarkdown } from '../../lib/pdf/pdf-document';

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

function writeStamp(doc: Pdf, stamp: SignatureStamp) {
  const left = doc.page.margins.left;
  const local = stamp.signedAt.toLocaleString('en-CA', { timeZone: stamp.timeZone });
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).fillColor('#1c252e');
  doc.text('Electronic signature', left);
  doc.font('Helvetica').fontSize(10).moveDown(0.3);
  doc.text(`Student name: ${stamp.legalName}`, left);
  doc.text(`Date: ${dayjs(stamp.signedAt).format('YYYY-MM-DD')}`, left);
  doc.text(`Student signature: /s/ ${stamp.typedName}`, left);
  doc.text(`Signed by: ${stamp.legalName} (${stamp.email})`, left);
  doc.text(`Signed at: ${stamp.signedAt.toISOString()} (${local} ${stamp.timeZone})`, left);
  doc.text(`From address: ${stamp.ip}`, left);
  doc.text(`Document SHA-256: ${stamp.sha256}`, left);
  doc.moveDown(0.3).fontSize(9).fillColor('#637381');
  doc.text(
    'The signer typed their legal name, as on their profile, and agreed to sign this document electronically.',
    left,
  );
  doc.moveDown(0.6);
}

/** The signed agreement: its text, with the signature stamp where its blank signature lines were. */
export function signedAgreementPdf(
  title: string,
  school: string,
  markdown: string,
  stamp: SignatureStamp,
): Promise<Buffer> {
  const { before, after } = splitAtSignatureLines(markdown);
  return renderPdf(title, school, (doc) => {
    writeMarkdown(doc, before);
    writeStamp(doc, stamp);
    if (after) writeMarkdown(doc, after);
  });
}
