import { GPA_SCALE, type TLanguage, type TTranscript } from '@portal/contract';
import { schoolDate } from '../../lib/dates';
import { type Pdf, type PdfNode, group, renderPdf, tagged } from '../../lib/pdf/pdf-document';
import { pdfDate, pdfNumber, pdfPercent } from '../../lib/pdf/pdf-locale';
import { TRANSCRIPT_PDF_TEXTS } from './transcript-pdf-texts';

const INK = '#1c252e';
const MUTED = '#637381';
// the page is 500 points wide between its margins
const WIDTHS = [200, 60, 70, 65, 40, 65];

/** One row of the items table: each cell tagged, a header row's cells as column headers. */
function row(doc: Pdf, table: PdfNode, cells: string[], header = false) {
  // a row starts on a new page rather than splitting its cells across two
  if (doc.y > doc.page.height - doc.page.margins.bottom - 36) doc.addPage();
  const y = doc.y;
  let x = doc.page.margins.left;
  let bottom = y;
  doc
    .font(header ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(9)
    .fillColor(INK);
  group(doc, table, 'TR', (tr) =>
    cells.forEach((cell, i) => {
      const left = x;
      tagged(
        doc,
        tr,
        header ? 'TH' : 'TD',
        () => doc.text(cell, left, y, { width: WIDTHS[i]! - 6 }),
        header ? { scope: 'Column' } : {},
      );
      bottom = Math.max(bottom, doc.y);
      x += WIDTHS[i]!;
    }),
  );
  doc.x = doc.page.margins.left;
  doc.y = bottom + 4;
}

/** A label and its value on one line, read as a row with its header. */
function field(doc: Pdf, table: PdfNode, label: string, value: string) {
  const y = doc.y;
  const left = doc.page.margins.left;
  let bottom = y;
  group(doc, table, 'TR', (tr) => {
    tagged(
      doc,
      tr,
      'TH',
      () => doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(label, left, y, { width: 130 }),
      { scope: 'Row' },
    );
    bottom = doc.y;
    tagged(doc, tr, 'TD', () =>
      doc
        .fontSize(10)
        .fillColor(INK)
        .text(value, left + 140, y, { width: 340 }),
    );
  });
  doc.x = left;
  doc.y = Math.max(bottom, doc.y);
  doc.moveDown(0.2);
}

/** The transcript: the student, the program, every assessed item with its grade, and the GPA. */
export async function transcriptPdf(
  t: TTranscript,
  school: { address: string; timeZone: string },
  language: TLanguage,
): Promise<Buffer> {
  const texts = TRANSCRIPT_PDF_TEXTS[language];
  const { address } = school;
  const number = (value: number) => pdfNumber(value, language);
  const name = `${t.student.first_name} ${t.student.last_name}`.trim();
  const meta = { title: texts.title(name, t.program_name), author: t.institute_name, language };
  return renderPdf(meta, (doc, root) => {
    doc.font('Helvetica-Bold').fontSize(16).fillColor(INK);
    tagged(doc, root, 'P', () => doc.text(t.institute_name));
    if (address)
      tagged(doc, root, 'P', () => doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(address));
    doc.moveDown(1).font('Helvetica-Bold').fontSize(20).fillColor(INK);
    tagged(doc, root, 'H1', () => doc.text(texts.heading));
    doc.moveDown(0.5);
    group(doc, root, 'Table', (table) => {
      field(doc, table, texts.student, name);
      if (t.student.student_no) field(doc, table, texts.studentNo, t.student.student_no);
      field(doc, table, texts.program, t.program_name);
      field(doc, table, texts.enrolledOn, pdfDate(t.enrolled_on, language));
      field(
        doc,
        table,
        texts.completion,
        t.completed_on
          ? texts.completedOn(pdfDate(t.completed_on, language))
          : texts.inProgress(pdfPercent(t.course_completion, language)),
      );
      field(
        doc,
        table,
        texts.gpa,
        !t.has_gpa
          ? texts.noGpa
          : t.gpa === null
            ? texts.noGradedItems
            : texts.gpaOf(pdfNumber(t.gpa, language, 2), pdfNumber(t.scale_max, language, 2)),
      );
      if (t.overall_percent !== null)
        field(doc, table, texts.overall, texts.overallOf(pdfPercent(t.overall_percent, language)));
      if (t.certificate)
        field(doc, table, texts.certificate, texts.certificateCode(t.certificate.verification_code));
    });

    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor(INK);
    tagged(doc, root, 'H2', () => doc.text(texts.items));
    doc.moveDown(0.4);
    if (t.items.length === 0) {
      doc.font('Helvetica').fontSize(9);
      tagged(doc, root, 'P', () => doc.text(texts.noItems));
    } else
      group(doc, root, 'Table', (table) => {
        row(doc, table, texts.columns, true);
        for (const item of t.items)
          row(doc, table, [
            item.name,
            texts.type[item.content_type],
            item.marks === null
              ? item.status === 'graded'
                ? ''
                : texts.status[item.status]
              : texts.marksOf(number(item.marks), number(item.max_marks)),
            item.percent === null ? '' : pdfPercent(item.percent, language),
            item.letter ?? '',
            item.grade_points === null ? '' : pdfNumber(item.grade_points, language, 1),
          ]);
      });

    doc.moveDown(1).font('Helvetica').fontSize(8).fillColor(MUTED);
    const bands = GPA_SCALE.map(
      (b) => `${b.letter} ${b.min_percent}+ = ${pdfNumber(b.grade_points, language, 1)}`,
    ).join(', ');
    tagged(doc, root, 'P', () => doc.text(texts.scale(bands)));
    doc.moveDown(0.4);
    tagged(doc, root, 'P', () =>
      doc.text(texts.generatedOn(pdfDate(schoolDate(new Date(t.generated_at), school.timeZone), language))),
    );
  });
}
