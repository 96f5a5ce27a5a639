import { GPA_SCALE, type TGradedItem, type TTranscript } from '@portal/contract';
import { schoolDate } from '../../lib/dates';
import { type Pdf, renderPdf } from '../../lib/pdf/pdf-document';
import { longDate } from './long-date';

const STATUS_LABEL: Record<TGradedItem['status'], string> = {
  graded: '',
  awaiting_grading: 'Awaiting grading',
  not_submitted: 'Not submitted',
};
const TYPE_LABEL: Record<TGradedItem['content_type'], string> = {
  quiz: 'Quiz',
  assignment: 'Assignment',
  homework: 'Homework',
};

const number = (value: number) => new Intl.NumberFormat('en-CA', { maximumFractionDigits: 2 }).format(value);

// the page is 500 points wide between its margins
const COLUMNS = [
  { title: 'Item', width: 220 },
  { title: 'Type', width: 65 },
  { title: 'Marks', width: 80 },
  { title: 'Percent', width: 50 },
  { title: 'Grade', width: 40 },
  { title: 'Points', width: 40 },
];

function row(doc: Pdf, cells: string[], bold = false) {
  // a row starts on a new page rather than splitting its cells across two
  if (doc.y > doc.page.height - doc.page.margins.bottom - 36) doc.addPage();
  const y = doc.y;
  let x = doc.page.margins.left;
  let bottom = y;
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(9)
    .fillColor('#1c252e');
  cells.forEach((cell, i) => {
    doc.text(cell, x, y, { width: COLUMNS[i]!.width - 6 });
    bottom = Math.max(bottom, doc.y);
    x += COLUMNS[i]!.width;
  });
  doc.x = doc.page.margins.left;
  doc.y = bottom + 4;
}

function field(doc: Pdf, label: string, value: string) {
  const y = doc.y;
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#637381')
    .text(label, doc.page.margins.left, y, { width: 130 });
  doc
    .fontSize(10)
    .fillColor('#1c252e')
    .text(value, doc.page.margins.left + 140, y, { width: 340 });
  doc.x = doc.page.margins.left;
  doc.moveDown(0.2);
}

/** The transcript: the student, the program, every assessed item with its grade, and the GPA. */
export async function transcriptPdf(
  t: TTranscript,
  school: { address: string; timeZone: string },
): Promise<Buffer> {
  const { address } = school;
  const name = `${t.student.first_name} ${t.student.last_name}`.trim();
  return renderPdf(`Transcript: ${name}, ${t.program_name}`, t.institute_name, (doc) => {
    doc.font('Helvetica-Bold').fontSize(16).fillColor('#1c252e').text(t.institute_name);
    if (address) doc.font('Helvetica').fontSize(9).fillColor('#637381').text(address);
    doc.moveDown(1).font('Helvetica-Bold').fontSize(20).fillColor('#1c252e').text('Academic Transcript');
    doc.moveDown(0.5);
    field(doc, 'Student', name);
    if (t.student.student_no) field(doc, 'Student number', t.student.student_no);
    field(doc, 'Program', t.program_name);
    field(doc, 'Enrolled on', longDate(t.enrolled_on));
    field(
      doc,
      'Completion',
      t.completed_on
        ? `Completed on ${longDate(t.completed_on)}`
        : `In progress (${t.course_completion}% complete)`,
    );
    field(
      doc,
      'GPA',
      !t.has_gpa
        ? 'This program does not report a GPA'
        : t.gpa === null
          ? 'No graded items yet'
          : `${t.gpa.toFixed(2)} / ${t.scale_max.toFixed(2)}`,
    );
    if (t.overall_percent !== null)
      field(doc, 'Overall', `${number(t.overall_percent)}% of the graded marks`);
    if (t.certificate) field(doc, 'Certificate', `Verification code ${t.certificate.verification_code}`);

    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('#1c252e').text('Assessed items');
    doc.moveDown(0.4);
    row(
      doc,
      COLUMNS.map((c) => c.title),
      true,
    );
    for (const item of t.items) {
      row(doc, [
        item.name,
        TYPE_LABEL[item.content_type],
        item.marks === null ? STATUS_LABEL[item.status] : `${number(item.marks)} / ${item.max_marks}`,
        item.percent === null ? '' : `${number(item.percent)}%`,
        item.letter ?? '',
        item.grade_points === null ? '' : item.grade_points.toFixed(1),
      ]);
    }
    if (t.items.length === 0) doc.font('Helvetica').fontSize(9).text('This program has no assessed items.');

    doc
      .moveDown(1)
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#637381')
      .text(
        `GPA on a 4.0 scale: each graded item's percentage, rounded, gives grade points (${GPA_SCALE.map(
          (b) => `${b.letter} ${b.min_percent}+ = ${b.grade_points.toFixed(1)}`,
        ).join(', ')}), weighted by the item's maximum marks.`,
      )
      .moveDown(0.4)
      .text(`Generated on ${longDate(schoolDate(new Date(t.generated_at), school.timeZone))}.`);
  });
}
