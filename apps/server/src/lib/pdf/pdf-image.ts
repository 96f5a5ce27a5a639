import type { Pdf } from './pdf-document';

/** An image the PDF can draw: PDF embeds JPEG and PNG as they are, and draws SVG as vectors. */
export type PdfImage = { contentType: string; body: Buffer };

export type Box = { x: number; y: number; width: number; height: number };

export const drawable = (contentType: string) =>
  contentType === 'image/jpeg' || contentType === 'image/png' || contentType === 'image/svg+xml';

/**
 * How to draw the image centred in a box, as large as fits with its proportions kept. Made ahead:
 * what draws a tagged element draws at once, with nothing to wait for.
 */
export async function imageDrawer(image: PdfImage): Promise<(doc: Pdf, box: Box) => void> {
  if (image.contentType === 'image/svg+xml') {
    // loaded with the first SVG, as pdfkit is with the first PDF
    const { default: svgToPdf } = await import('svg-to-pdfkit');
    const svg = image.body.toString('utf8');
    return (doc, box) =>
      svgToPdf(doc, svg, box.x, box.y, {
        width: box.width,
        height: box.height,
        preserveAspectRatio: 'xMidYMid meet',
      });
  }
  return (doc, box) =>
    doc.image(image.body, box.x, box.y, { fit: [box.width, box.height], align: 'center', valign: 'center' });
}
