import type PDFDocument from 'pdfkit';

export type Pdf = InstanceType<typeof PDFDocument>;

/** A US-letter PDF with the portal's margins and metadata; `draw` writes its pages. */
export async function renderPdf(
  title: string,
  author: string,
  draw: (doc: Pdf) => void | Promise<void>,
  options: { layout?: 'portrait' | 'landscape' } = {},
): Promise<Buffer> {
  // loaded with the first PDF: pdfkit and its font tables are a good part of start-up otherwise
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: options.layout ?? 'portrait',
    margin: 56,
    info: { Title: title, Author: author },
    bufferPages: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  await draw(doc);
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // the footer sits in the bottom margin, where pdfkit would otherwise start a new page for it
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#637381')
      .text(`${title} · page ${i + 1} of ${range.count}`, 56, doc.page.height - 40, {
        width: doc.page.width - 112,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
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

/** Markdown as the PDF shows it: headings, paragraphs, bulleted and numbered lists, quoted text. */
export function writeMarkdown(doc: Pdf, markdown: string): void {
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
      doc.text(inline(heading[2]!)).moveDown(0.3);
      continue;
    }
    const lines = block.split('\n');
    if (lines.every((l) => /^\s*([-*+]|\d+\.)\s+/.test(l))) {
      doc.font('Helvetica').fontSize(10).fillColor('#1c252e');
      lines.forEach((line) => {
        const marker = /^\s*(\d+\.)/.exec(line)?.[1] ?? '•';
        doc.text(`${marker} ${inline(line.replace(/^\s*([-*+]|\d+\.)\s+/, ''))}`, { indent: 12 });
      });
      doc.moveDown(0.5);
      continue;
    }
    if (lines.every((l) => l.trim().startsWith('|'))) {
      // tables read as rows of cells
      doc.font('Helvetica').fontSize(9).fillColor('#1c252e');
      lines
        .filter((l) => !/^\s*\|[\s:|-]+\|\s*$/.test(l))
        .forEach((l) =>
          doc.text(
            inline(
              l
                .split('|')
                .map((c) => c.trim())
                .filter(Boolean)
                .join('   ·   '),
            ),
          ),
        );
      doc.moveDown(0.5);
      continue;
    }
    doc.font('Helvetica').fontSize(10).fillColor('#1c252e');
    doc.text(inline(lines.map((l) => l.replace(/^>\s?/, '')).join(' ')), { align: 'left' }).moveDown(0.5);
  }
}
