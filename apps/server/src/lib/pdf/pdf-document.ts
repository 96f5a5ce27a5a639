import type { TLanguage } from '@portal/contract';
import type PDFDocument from 'pdfkit';
import { pdfLocale } from './pdf-locale';
import { PDF_TEXTS } from './pdf-texts';

export type Pdf = InstanceType<typeof PDFDocument>;
/** A node of the PDF's structure tree (Document, H1, P, Table…): what a screen reader reads. */
export type PdfNode = PDFKit.PDFStructureElement;

/** How an element is described; pdfkit 0.20 also sets a header cell's scope, which its types omit. */
export type PdfNodeOptions = PDFKit.Mixins.StructureElementOptions & { scope?: 'Row' | 'Column' | 'Both' };

export type PdfMeta = {
  title: string;
  author: string;
  language: TLanguage;
};

/**
 * A tagged US-letter PDF with the portal's margins and metadata, in the student's language; `draw`
 * writes its pages under `root`, the document's structure, and the footer numbers them as artifacts.
 */
export async function renderPdf(
  meta: PdfMeta,
  draw: (doc: Pdf, root: PdfNode) => void | Promise<void>,
  options: { layout?: 'portrait' | 'landscape' } = {},
): Promise<Buffer> {
  // loaded with the first PDF: pdfkit and its font tables are a good part of start-up otherwise
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: options.layout ?? 'portrait',
    margin: 56,
    info: { Title: meta.title, Author: meta.author },
    bufferPages: true,
    pdfVersion: '1.7',
    tagged: true,
    lang: pdfLocale(meta.language),
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  await draw(doc, root);
  root.end();
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // the footer sits in the bottom margin, where pdfkit would otherwise start a new page for it
    doc.page.margins.bottom = 0;
    artifact(
      doc,
      () =>
        doc
          .font('Helvetica')
          .fontSize(8)
          .fillColor('#637381')
          .text(PDF_TEXTS[meta.language].page(meta.title, i + 1, range.count), 56, doc.page.height - 40, {
            width: doc.page.width - 112,
            align: 'center',
            lineBreak: false,
          }),
      'Pagination',
    );
  }
  doc.end();
  return done;
}

/** What `draw` writes, tagged as one `type` element (H1, P, TD, Figure…) under `parent`. */
export function tagged(
  doc: Pdf,
  parent: PdfNode,
  type: string,
  draw: () => void,
  options: PdfNodeOptions = {},
): void {
  parent.add(doc.struct(type, options, [draw]));
}

/** An element that holds others (Table, TR, L…): `fill` adds its children, then it is closed. */
export function group(doc: Pdf, parent: PdfNode, type: string, fill: (node: PdfNode) => void): void {
  const node = doc.struct(type);
  parent.add(node);
  fill(node);
  node.end();
}

/** What `draw` writes, marked as no part of the text (rules, frames, page numbers): readers skip it. */
export function artifact(doc: Pdf, draw: () => void, type: 'Layout' | 'Pagination' = 'Layout'): void {
  doc.markContent('Artifact', { type });
  draw();
  doc.endMarkedContent();
}

const inline = (text: string) =>
  text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\(([^)]*)\)/g, '$1 ($2)')
    // emphasis hugs its words: a run of underscores is a line to write on, not emphasis
    .replace(/(?<![*_])(\*\*|__)(?![*_\s])(.+?)(?<![*_\s])\1(?![*_])/g, '$2')
    .replace(/(?<![*_])(\*|_)(?![*_\s])(.+?)(?<![*_\s])\1(?![*_])/g, '$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\\([$*_#])/g, '$1');

/** Markdown as the PDF shows it, tagged: headings, paragraphs, bulleted and numbered lists, quoted text. */
export function writeMarkdown(doc: Pdf, parent: PdfNode, markdown: string): void {
  const blocks = markdown
    .replace(/\r\n/g, '\n')
    .split(/\n{2,}/)
    .map((b) => b.trim())
    .filter(Boolean);
  for (const block of blocks) {
    const heading = /^(#{1,6})\s+(.*)$/.exec(block);
    if (heading && !block.includes('\n')) {
      const level = heading[1]!.length;
      doc
        .moveDown(0.4)
        .font('Helvetica-Bold')
        .fontSize(level === 1 ? 16 : level === 2 ? 13 : 11)
        .fillColor('#1c252e');
      tagged(doc, parent, `H${level}`, () => doc.text(inline(heading[2]!)));
      doc.moveDown(0.3);
      continue;
    }
    const lines = block.split('\n');
    if (lines.every((l) => /^\s*([-*+]|\d+\.)\s+/.test(l))) {
      doc.font('Helvetica').fontSize(10).fillColor('#1c252e');
      group(doc, parent, 'L', (list) =>
        lines.forEach((line) => {
          const marker = /^\s*(\d+\.)/.exec(line)?.[1] ?? '•';
          group(doc, list, 'LI', (item) =>
            tagged(doc, item, 'LBody', () =>
              doc.text(`${marker} ${inline(line.replace(/^\s*([-*+]|\d+\.)\s+/, ''))}`, { indent: 12 }),
            ),
          );
        }),
      );
      doc.moveDown(0.5);
      continue;
    }
    if (lines.every((l) => l.trim().startsWith('|'))) {
      // tables read as rows of cells, one line each
      doc.font('Helvetica').fontSize(9).fillColor('#1c252e');
      lines
        .filter((l) => !/^\s*\|[\s:|-]+\|\s*$/.test(l))
        .forEach((l) =>
          tagged(doc, parent, 'P', () =>
            doc.text(
              inline(
                l
                  .split('|')
                  .map((c) => c.trim())
                  .filter(Boolean)
                  .join('   ·   '),
              ),
            ),
          ),
        );
      doc.moveDown(0.5);
      continue;
    }
    doc.font('Helvetica').fontSize(10).fillColor('#1c252e');
    tagged(doc, parent, 'P', () =>
      doc.text(inline(lines.map((l) => l.replace(/^>\s?/, '')).join(' ')), { align: 'left' }),
    );
    doc.moveDown(0.5);
  }
}
