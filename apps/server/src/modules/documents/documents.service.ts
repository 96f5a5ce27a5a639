import { createHash } from 'node:crypto';
import {
  documentFileRule,
  type FileRule,
  matchesLegalName,
  type TDocumentStatus,
  type TSaveStudentDocumentsRequest,
  type TStudentDocument,
  coded,
} from '@portal/contract';
import type { AppContext } from '../../context';
import { Invalid, type Message, NotFound } from '../../lib/errors';
import { renderPdf, writeMarkdown } from '../../lib/pdf/pdf-document';
import { pdfLanguage } from '../../lib/pdf/pdf-locale';
import type { StudentSession } from '../auth/session';
import { fileUrl, findOwnFile, insertFile } from '../files/files.service';
import { signedAgreementPdf } from './signed-agreement-pdf';
import { decideDocumentReview } from './document-reviews.service';
import { OPERATOR } from '../staff/audit-log';
import type { DocuSign } from '../../providers/esign/docusign';
import { findInstitute } from '../institute/institute.service';
import {
  type StudentDocumentRow,
  ensureStudentDocuments,
  listStudentDocumentRows,
  updateStudentDocument,
} from './documents.repository';

function toDocument(row: StudentDocumentRow, signing: 'builtin' | 'docusign' = 'builtin'): TStudentDocument {
  return {
    id: row.doc.id,
    status: row.doc.status,
    document: row.file
      ? { id: row.file.id, name: row.file.name, size: row.file.size, url: fileUrl(row.file.id) }
      : null,
    remarks: row.doc.remarks,
    global_document: {
      id: row.requirement.id,
      name: row.requirement.name,
      document_type: row.requirement.documentType as 'docusign' | 'other',
      file_extension_type: row.requirement.fileExtensionTypes,
      max_file_size: row.requirement.maxFileSizeMb,
      instruction: row.requirement.instruction,
      template_file: row.requirement.templateMarkdown
        ? `/api/v1/student/documents/${row.doc.id}/template/`
        : null,
      template_text: row.requirement.templateMarkdown,
      signing,
    },
  };
}

const signingOf = (ctx: AppContext) => (ctx.config.docusign ? 'docusign' : 'builtin');

export async function listDocuments(ctx: AppContext, studentId: number): Promise<TStudentDocument[]> {
  await ensureStudentDocuments(ctx.db, studentId);
  return (await listStudentDocumentRows(ctx.db, studentId)).map((row) => toDocument(row, signingOf(ctx)));
}

async function ownDocument(ctx: AppContext, studentId: number, id: number): Promise<StudentDocumentRow> {
  await ensureStudentDocuments(ctx.db, studentId);
  const row = (await listStudentDocumentRows(ctx.db, studentId)).find((r) => r.doc.id === id);
  if (!row) throw new NotFound();
  return row;
}

/** The upload rule of one of the student's documents, or, with none named, the widest of them all. */
export async function uploadRuleFor(
  ctx: AppContext,
  studentId: number,
  documentId?: number,
): Promise<FileRule> {
  if (documentId !== undefined) {
    const row = await ownDocument(ctx, studentId, documentId);
    return documentFileRule(row.requirement.fileExtensionTypes, row.requirement.maxFileSizeMb);
  }
  await ensureStudentDocuments(ctx.db, studentId);
  const rows = await listStudentDocumentRows(ctx.db, studentId);
  const rules = rows.map((r) =>
    documentFileRule(r.requirement.fileExtensionTypes, r.requirement.maxFileSizeMb),
  );
  return {
    extensions: [...new Set(rules.flatMap((r) => r.extensions))],
    maxBytes: Math.max(0, ...rules.map((r) => r.maxBytes)),
  };
}

/**
 * Saves the whole list of non-approved documents (spec section 4): a new file sends a document for
 * review, null takes its file away; approved and waiting documents stay as they are.
 */
export async function saveDocuments(
  ctx: AppContext,
  studentId: number,
  items: TSaveStudentDocumentsRequest,
): Promise<TStudentDocument[]> {
  await ensureStudentDocuments(ctx.db, studentId);
  const rows = await listStudentDocumentRows(ctx.db, studentId);
  const byId = new Map(rows.map((r) => [r.doc.id, r]));
  const errors: Record<string, Message[]> = {};
  const changes: { id: number; values: { status: TDocumentStatus; fileId: number | null } }[] = [];

  for (const item of items) {
    const row = byId.get(item.id);
    if (!row) throw new NotFound();
    if (item.document === (row.doc.fileId ?? null)) continue;
    const key = String(item.id);
    if (row.doc.status === 'approved') errors[key] = [coded('documents.approved')];
    else if (row.doc.status === 'awaiting_review') errors[key] = [coded('documents.awaitingReview')];
    else if (row.requirement.documentType === 'docusign') errors[key] = [coded('documents.signInstead')];
    else if (item.document === null)
      changes.push({ id: item.id, values: { status: 'pending_upload', fileId: null } });
    else {
      const file = await findOwnFile(ctx.db, studentId, item.document);
      if (!file || file.purpose !== 'document') errors[key] = [coded('documents.wrongFile')];
      else changes.push({ id: item.id, values: { status: 'awaiting_review', fileId: file.id } });
    }
  }
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
  await ctx.db.transaction(async (tx) => {
    for (const change of changes) await updateStudentDocument(tx, studentId, change.id, change.values);
  });
  return listDocuments(ctx, studentId);
}

/** The document to sign as the school wrote it; its page numbers in the student's language. */
export async function documentTemplatePdf(ctx: AppContext, student: StudentSession, id: number) {
  const row = await ownDocument(ctx, student.profile.id, id);
  if (!row.requirement.templateMarkdown) throw new NotFound();
  const institute = await findInstitute(ctx.db);
  const meta = {
    title: row.requirement.name,
    author: institute?.name ?? '',
    language: pdfLanguage(student.user.language),
  };
  const pdf = await renderPdf(meta, (doc, root) =>
    writeMarkdown(doc, root, row.requirement.templateMarkdown!),
  );
  return { name: `${row.requirement.key}.pdf`, pdf };
}

/**
 * Built-in e-signature: the typed name must be the student's legal name on the profile; the document
 * as it stands, stamped with it, the time, the address and the hash of the signed text in place of its
 * blank signature lines, is kept as the student's file and sent for review.
 */
export async function signDocument(
  ctx: AppContext,
  student: StudentSession,
  id: number,
  signer: { full_name: string; ip: string },
): Promise<TStudentDocument> {
  const row = await ownDocument(ctx, student.profile.id, id);
  if (ctx.config.docusign) throw new Invalid({ non_field_errors: [coded('documents.signOnDocuSign')] });
  signable(row);

  const legal = {
    first_name: student.profile.firstName,
    middle_name: student.profile.middleName,
    last_name: student.profile.lastName,
  };
  if (!legal.first_name.trim() || !legal.last_name.trim())
    throw new Invalid({ full_name: [coded('signature.noLegalName')] });
  if (!matchesLegalName(signer.full_name, legal))
    throw new Invalid({ full_name: [coded('signature.nameMismatch')] });

  const institute = await findInstitute(ctx.db);
  const signedAt = ctx.now();
  const sha256 = createHash('sha256').update(row.requirement.templateMarkdown!).digest('hex');
  const pdf = await signedAgreementPdf(
    {
      title: row.requirement.name,
      school: institute?.name ?? '',
      language: pdfLanguage(student.user.language),
    },
    row.requirement.templateMarkdown!,
    {
      legalName: [legal.first_name, legal.middle_name, legal.last_name]
        .map((name) => name.trim())
        .filter(Boolean)
        .join(' '),
      typedName: signer.full_name.trim().replace(/\s+/g, ' '),
      email: student.user.email,
      signedAt,
      timeZone: institute?.timeZone ?? 'America/Toronto',
      ip: signer.ip,
      sha256,
    },
  );
  // the file first: a row never points at bytes that were not stored
  const storageKey = `uploads/${student.profile.id}/signed-${row.doc.id}-${signedAt.getTime()}.pdf`;
  await ctx.storage.put(storageKey, pdf);
  const file = await insertFile(ctx.db, {
    studentId: student.profile.id,
    storageKey,
    name: `${row.requirement.key}-signed.pdf`,
    contentType: 'application/pdf',
    size: pdf.length,
    sha256: createHash('sha256').update(pdf).digest('hex'),
    purpose: 'signature',
  });
  await updateStudentDocument(ctx.db, student.profile.id, id, {
    status: 'awaiting_review',
    fileId: file.id,
    signature: { full_name: signer.full_name, signed_at: signedAt.toISOString(), ip: signer.ip, sha256 },
  });
  return toDocument(await ownDocument(ctx, student.profile.id, id), signingOf(ctx));
}

/** The school's review of a submitted document at the command line (`portal review-document`). */
export async function reviewDocument(
  ctx: AppContext,
  studentId: number,
  requirement: string,
  decision: 'approved' | 'rejected',
  remarks: string,
): Promise<TStudentDocument> {
  await ensureStudentDocuments(ctx.db, studentId);
  const wanted = requirement.toLowerCase();
  const rows = await listStudentDocumentRows(ctx.db, studentId);
  const row = rows.find((r) => r.requirement.key === wanted || r.requirement.name.toLowerCase() === wanted);
  if (!row)
    throw new NotFound(
      `No document '${requirement}'; one of: ${rows.map((r) => r.requirement.key).join(', ')}`,
    );
  if (row.doc.status !== 'awaiting_review') {
    throw new Invalid({
      status: [`Only a document awaiting review can be ${decision}; this one is ${row.doc.status}.`],
    });
  }
  await decideDocumentReview(ctx, OPERATOR, row.doc.id, { decision, remarks });
  return (await listDocuments(ctx, studentId)).find((d) => d.id === row.doc.id)!;
}

function signable(row: StudentDocumentRow) {
  if (row.requirement.documentType !== 'docusign' || !row.requirement.templateMarkdown) {
    throw new Invalid({ non_field_errors: [coded('documents.notSignable')] });
  }
  if (row.doc.status === 'approved') throw new Invalid({ non_field_errors: [coded('documents.approved')] });
  if (row.doc.status === 'awaiting_review')
    throw new Invalid({ non_field_errors: [coded('documents.awaitingReview')] });
}

const signerOf = (student: StudentSession) => ({
  email: student.user.email,
  name: [student.profile.firstName, student.profile.lastName].filter(Boolean).join(' ') || student.user.name,
  clientUserId: String(student.profile.id),
});

/** DocuSign: an envelope of the document, and the signing page the student is sent to. */
export async function startRemoteSigning(
  ctx: AppContext,
  docusign: DocuSign,
  student: StudentSession,
  id: number,
) {
  const row = await ownDocument(ctx, student.profile.id, id);
  signable(row);
  const { pdf } = await documentTemplatePdf(ctx, student, id);
  const envelopeId = await docusign.createEnvelope({
    pdf,
    name: row.requirement.name,
    signer: signerOf(student),
  });
  await updateStudentDocument(ctx.db, student.profile.id, id, { esignEnvelopeId: envelopeId });
  const returnUrl = `${ctx.config.publicUrl}/api/v1/student/documents/${id}/signing-complete/`;
  return { url: await docusign.signingUrl(envelopeId, signerOf(student), returnUrl) };
}

/**
 * Back from DocuSign: a completed envelope's signed PDF becomes the student's file and goes for
 * review; anything else (declined, cancelled, timed out) leaves the document as it was.
 */
export async function finishRemoteSigning(
  ctx: AppContext,
  docusign: DocuSign,
  student: StudentSession,
  id: number,
): Promise<'signed' | 'not_signed'> {
  const row = await ownDocument(ctx, student.profile.id, id);
  if (!row.doc.esignEnvelopeId || row.doc.status === 'awaiting_review' || row.doc.status === 'approved')
    return 'not_signed';
  if ((await docusign.status(row.doc.esignEnvelopeId)) !== 'completed') return 'not_signed';
  const pdf = await docusign.signedPdf(row.doc.esignEnvelopeId);
  const storageKey = `uploads/${student.profile.id}/docusign-${row.doc.esignEnvelopeId}.pdf`;
  await ctx.storage.put(storageKey, pdf);
  const file = await insertFile(ctx.db, {
    studentId: student.profile.id,
    storageKey,
    name: `${row.requirement.key}-signed.pdf`,
    contentType: 'application/pdf',
    size: pdf.length,
    sha256: createHash('sha256').update(pdf).digest('hex'),
    purpose: 'signature',
  });
  await updateStudentDocument(ctx.db, student.profile.id, id, {
    status: 'awaiting_review',
    fileId: file.id,
    signature: {
      full_name: signerOf(student).name,
      signed_at: ctx.now().toISOString(),
      ip: 'DocuSign',
      sha256: createHash('sha256').update(row.requirement.templateMarkdown!).digest('hex'),
    },
  });
  return 'signed';
}
