import {
  type TLanguage,
  type TStudentDocument,
  type TStudentProfile,
  type TVerificationDetail,
  type TVerifiedField,
  filledPercentage,
  verificationState,
} from '@portal/contract';
import type { AppContext } from '../../context';
import { schoolDate } from '../../lib/dates';
import { type Pdf, type PdfNode, artifact, group, renderPdf, tagged } from '../../lib/pdf/pdf-document';
import { pdfDate } from '../../lib/pdf/pdf-locale';
import { openOwnFile } from '../files/files.service';
import { findInstitute } from '../institute/institute.service';
import { PROFILE_PDF_TEXTS, type ProfilePdfTexts } from './profile-pdf-texts';

const INK = '#1c252e';
const MUTED = '#637381';
const PHOTO_SIZE = 90;
const KEY_WIDTH = 170;
const GAP = 10;

type Row = [string, string | null];

/** A titled section whose rows read as a table: each label the header of its row. */
function section(doc: Pdf, root: PdfNode, title: string, rows: Row[]) {
  const filled = rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== '');
  if (filled.length === 0) return;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const valueWidth = width - KEY_WIDTH - GAP;
  // every line starts at the margin: after a row, pdfkit's cursor sits in the value column
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).fillColor(INK);
  tagged(doc, root, 'H2', () => doc.text(title, left, doc.y, { width }));
  artifact(doc, () =>
    doc
      .moveTo(left, doc.y + 2)
      .lineTo(left + width, doc.y + 2)
      .strokeColor('#e5e8eb')
      .stroke(),
  );
  doc.moveDown(0.4);
  group(doc, root, 'Table', (table) => {
    for (const [key, value] of filled) {
      doc.font('Helvetica').fontSize(9);
      const keyHeight = doc.heightOfString(key, { width: KEY_WIDTH });
      doc.fontSize(10);
      const valueHeight = doc.heightOfString(value, { width: valueWidth });
      // a row that would cross the page's foot starts the next page, key and value together
      if (doc.y + Math.max(keyHeight, valueHeight) > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const y = doc.y;
      group(doc, table, 'TR', (tr) => {
        tagged(
          doc,
          tr,
          'TH',
          () => doc.fontSize(9).fillColor(MUTED).text(key, left, y, { width: KEY_WIDTH }),
          {
            scope: 'Row',
          },
        );
        tagged(doc, tr, 'TD', () =>
          doc
            .fontSize(10)
            .fillColor(INK)
            .text(value, left + KEY_WIDTH + GAP, y, { width: valueWidth }),
        );
      });
      doc.x = left;
      doc.y = y + Math.max(keyHeight, valueHeight) + 3;
    }
  });
}

/** A stored choice as its label; the label of 'others' carries the student's own words. */
function legalStatusOf(profile: TStudentProfile, texts: ProfilePdfTexts) {
  if (!profile.legal_status) return null;
  const label = texts.legalStatus[profile.legal_status];
  return profile.legal_status === 'others' && profile.other_legal_status_remarks
    ? `${label}${texts.colon}${profile.other_legal_status_remarks}`
    : label;
}

/**
 * The student's profile as a PDF in their language: institute header, photo, every filled field by its
 * label (SIN masked), what is filled and what the school verified, the checks and the documents.
 */
export async function profilePdf(
  ctx: AppContext,
  studentId: number,
  language: TLanguage,
  profile: TStudentProfile,
  verifications: TVerificationDetail[],
  documents: TStudentDocument[],
  photoFileId: number | null,
): Promise<Buffer> {
  const texts = PROFILE_PDF_TEXTS[language];
  const institute = await findInstitute(ctx.db);
  const school = institute?.name ?? 'Student portal';
  let photo: Buffer | null = null;
  if (photoFileId) {
    const { row, stream } = await openOwnFile(ctx, studentId, photoFileId);
    // PDF embeds JPEG and PNG; other image kinds are listed, not drawn
    if (row.contentType === 'image/jpeg' || row.contentType === 'image/png') {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      photo = Buffer.concat(chunks);
    } else stream.destroy();
  }
  const yesNo = (value: boolean | null) => (value === null ? null : value ? texts.yes : texts.no);
  const choice = <K extends string>(labels: Record<K, string>, value: K | null) =>
    value === null ? null : (labels[value] ?? value);
  const meta = { title: `${texts.title}${texts.colon}${profile.full_name}`, author: school, language };
  const name = profile.full_name || profile.email;
  return renderPdf(meta, (doc, root) => {
    const left = doc.page.margins.left;
    const top = doc.page.margins.top;
    const width = doc.page.width - left - doc.page.margins.right;
    // the header's text keeps clear of the photo in the top right corner
    const textWidth = photo ? width - PHOTO_SIZE - 16 : width;
    if (photo) {
      const image = photo;
      tagged(
        doc,
        root,
        'Figure',
        () => doc.image(image, left + width - PHOTO_SIZE, top, { fit: [PHOTO_SIZE, PHOTO_SIZE] }),
        { alt: texts.photo(name) },
      );
    }
    doc.font('Helvetica-Bold').fontSize(16).fillColor(INK);
    tagged(doc, root, 'P', () => doc.text(school, left, top, { width: textWidth }));
    doc.font('Helvetica').fontSize(9).fillColor(MUTED);
    tagged(doc, root, 'P', () =>
      doc.text([institute?.address, institute?.phone, institute?.email].filter(Boolean).join(' · '), {
        width: textWidth,
      }),
    );
    doc.moveDown(1).font('Helvetica-Bold').fontSize(20).fillColor(INK);
    tagged(doc, root, 'H1', () => doc.text(name, { width: textWidth }));
    doc.font('Helvetica').fontSize(10).fillColor(MUTED);
    tagged(doc, root, 'P', () =>
      doc.text(
        texts.headline({
          filled: filledPercentage(verifications),
          verified: profile.profile_completion_percentage,
          date: pdfDate(schoolDate(ctx.now(), institute?.timeZone ?? 'America/Toronto'), language),
        }),
        { width: textWidth },
      ),
    );
    if (photo) doc.y = Math.max(doc.y, top + PHOTO_SIZE);
    doc.moveDown(0.5);
    const f = texts.fields;
    section(doc, root, texts.sections.identity, [
      [f.firstName, profile.first_name],
      [f.middleName, profile.middle_name],
      [f.lastName, profile.last_name],
      [f.nickName, profile.nick_name],
      [f.formerSurname, profile.former_sur_name],
      [f.studentNo, profile.student_no],
      [f.email, profile.email],
    ]);
    section(doc, root, texts.sections.personal, [
      [f.pronoun, choice(texts.pronoun, profile.pronoun)],
      [f.gender, choice(texts.gender, profile.gender)],
      [f.dateOfBirth, profile.date_of_birth && pdfDate(profile.date_of_birth, language)],
      [f.sin, profile.sin_number],
      [f.legalStatus, legalStatusOf(profile, texts)],
      [f.aboriginalStatus, choice(texts.aboriginalStatus, profile.aboriginal_status)],
      [f.internationalStudent, yesNo(profile.international_student)],
    ]);
    section(doc, root, texts.sections.address, [
      [f.address, profile.address],
      [f.city, profile.city],
      [f.province, texts.provinces[profile.province] ?? profile.province],
      [f.postalCode, profile.postal_code],
      [f.country, profile.country],
      [f.phone, profile.phone],
    ]);
    section(doc, root, texts.sections.emergency, [
      [f.emergencyName, profile.emergency_contact_full_name],
      [f.emergencyRelation, choice(texts.relation, profile.emergency_contact_relation)],
      [f.phone, profile.emergency_contact_phone],
      [f.email, profile.emergency_contact_email],
    ]);
    section(doc, root, texts.sections.consents, [
      [f.terms, yesNo(profile.terms_condition)],
      [f.handbook, yesNo(profile.student_handbook)],
      [f.media, yesNo(profile.media_release)],
      [f.isReferred, yesNo(profile.is_referred)],
      [f.referredBy, profile.referred_by],
      [f.admissionCounsellor, profile.admission_counsellor_name],
    ]);
    section(
      doc,
      root,
      texts.sections.verification,
      verifications.map((v) => [
        `${texts.verifiedFields[v.field_name as TVerifiedField] ?? v.field_name} (${v.weightage} %)`,
        `${texts.state[verificationState(v)]}${v.remarks ? ` — ${v.remarks}` : ''}`,
      ]),
    );
    section(
      doc,
      root,
      texts.sections.documents,
      documents.map((d) => {
        const status =
          d.global_document.document_type === 'docusign' && d.status === 'pending_upload'
            ? 'pendingSign'
            : d.status;
        return [
          d.global_document.name,
          `${texts.documentStatus[status]}${d.remarks ? ` — ${d.remarks}` : ''}`,
        ];
      }),
    );
  });
}
