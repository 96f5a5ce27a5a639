import {
  type TStudentDocument,
  type TStudentProfile,
  type TVerificationDetail,
  verificationState,
} from '@portal/contract';
import dayjs from 'dayjs';
import type { AppContext } from '../../context';
import { renderPdf, type Pdf } from '../../lib/pdf/pdf-document';
import { openOwnFile } from '../files/files.service';
import { findInstitute } from '../institute/institute.service';

const STATE_LABEL = {
  verified: 'Verified',
  pending: 'Pending for verification',
  rejected: 'Rejected',
} as const;
const DOCUMENT_LABEL: Record<string, string> = {
  pending_upload: 'Pending upload',
  pending_to_submit: 'Uploaded, not yet saved',
  awaiting_review: 'Awaiting review',
  approved: 'Approved',
  rejected: 'Rejected',
};

const label = (field: string) =>
  field
    .replace(/_/g, ' ')
    .replace(/^\w/, (c) => c.toUpperCase())
    .replace(/\bSin\b/i, 'SIN');
const show = (value: unknown) =>
  value === true
    ? 'Yes'
    : value === false
      ? 'No'
      : value === null || value === undefined || value === ''
        ? null
        : String(value).replace(/_/g, ' ');

function section(doc: Pdf, title: string, rows: [string, unknown][]) {
  const filled = rows.map(([k, v]) => [k, show(v)] as const).filter(([, v]) => v !== null);
  if (filled.length === 0) return;
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).fillColor('#1c252e').text(title);
  doc
    .moveTo(doc.page.margins.left, doc.y + 2)
    .lineTo(doc.page.width - doc.page.margins.right, doc.y + 2)
    .strokeColor('#e5e8eb')
    .stroke();
  doc.moveDown(0.4);
  for (const [key, value] of filled) {
    const y = doc.y;
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#637381')
      .text(key, doc.page.margins.left, y, { width: 170 });
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#1c252e')
      .text(value!, doc.page.margins.left + 180, y, { width: 320 });
    doc.moveDown(0.2);
  }
}

/** The student's profile as a PDF: institute header, photo, every filled field (SIN masked), checks, documents. */
export async function profilePdf(
  ctx: AppContext,
  studentId: number,
  profile: TStudentProfile,
  verifications: TVerificationDetail[],
  documents: TStudentDocument[],
  photoFileId: number | null,
): Promise<Buffer> {
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
  return renderPdf(`Student profile: ${profile.full_name}`, school, (doc) => {
    doc.font('Helvetica-Bold').fontSize(16).fillColor('#1c252e').text(school);
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#637381')
      .text([institute?.address, institute?.phone, institute?.email].filter(Boolean).join(' · '));
    doc
      .moveDown(1)
      .font('Helvetica-Bold')
      .fontSize(20)
      .fillColor('#1c252e')
      .text(profile.full_name || profile.email);
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#637381')
      .text(
        `Student profile · ${profile.profile_completion_percentage}% verified · generated ${dayjs(ctx.now()).format('YYYY-MM-DD')}`,
      );
    if (photo) doc.image(photo, doc.page.width - doc.page.margins.right - 90, 56, { fit: [90, 90] });
    doc.moveDown(0.5);
    section(doc, 'Identity', [
      ['First name', profile.first_name],
      ['Middle name', profile.middle_name],
      ['Last name', profile.last_name],
      ['Nickname', profile.nick_name],
      ['Former surname', profile.former_sur_name],
      ['Student number', profile.student_no],
      ['Email', profile.email],
    ]);
    section(doc, 'Personal', [
      ['Pronoun', profile.pronoun],
      ['Gender', profile.gender],
      ['Date of birth', profile.date_of_birth],
      ['Social Insurance Number', profile.sin_number],
      [
        'Legal status',
        profile.legal_status === 'others' ? profile.other_legal_status_remarks : profile.legal_status,
      ],
      ['Aboriginal status', profile.aboriginal_status],
      ['International student', profile.international_student],
    ]);
    section(doc, 'Address and contact', [
      ['Address', profile.address],
      ['City', profile.city],
      ['Province', profile.province],
      ['Postal code', profile.postal_code],
      ['Country', profile.country],
      ['Phone', profile.phone],
    ]);
    section(doc, 'Emergency contact', [
      ['Full name', profile.emergency_contact_full_name],
      ['Relation', profile.emergency_contact_relation],
      ['Phone', profile.emergency_contact_phone],
      ['Email', profile.emergency_contact_email],
    ]);
    section(doc, 'Consents and referral', [
      ['Terms and conditions', profile.terms_condition],
      ['Student handbook', profile.student_handbook],
      ['Media release', profile.media_release],
      ['Referred', profile.is_referred],
      ['Referred by', profile.referred_by],
      ['Admission counsellor', profile.admission_counsellor_name],
    ]);
    section(
      doc,
      'Verification',
      verifications.map((v) => [
        `${label(v.field_name)} (${v.weightage}%)`,
        `${STATE_LABEL[verificationState(v)]}${v.remarks ? ` — ${v.remarks}` : ''}`,
      ]),
    );
    section(
      doc,
      'Documents',
      documents.map((d) => [
        d.global_document.name,
        `${d.global_document.document_type === 'docusign' && d.status === 'pending_upload' ? 'Pending sign' : DOCUMENT_LABEL[d.status]}${d.remarks ? ` — ${d.remarks}` : ''}`,
      ]),
    );
  });
}
