/** The part of svg-to-pdfkit (no types of its own that fit pdfkit's instance) the PDFs use. */
declare module 'svg-to-pdfkit' {
  export default function SVGtoPDF(
    doc: PDFKit.PDFDocument,
    svg: string,
    x: number,
    y: number,
    options: { width: number; height: number; preserveAspectRatio?: string; assumePt?: boolean },
  ): void;
}
