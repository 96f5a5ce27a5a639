import {
  type TDocumentReview,
  type TListDocumentReviewsQuery,
  type TReviewDocument,
  fillPath,
  previewDocumentFile,
  staffCoded,
} from '@portal/contract';
import type { AppContext } from '../../context';
import { Conflict, NotFound } from '../../lib/errors';
import { namesOf } from '../../lib/names';
import { NOTIFICATION_MESSAGES } from '../notifications/notification-messages';
import { notify } from '../notifications/notifications.service';
import { type AuditActor, recordAudit } from '../staff/audit-log';
import {
  type DocumentReviewRow,
  decideDocument,
  findDocumentReview,
  pageOfDocumentReviews,
} from './document-reviews.repository';

function presentReview({ doc, requirement, file, profile, user }: DocumentReviewRow): TDocumentReview {
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ') || user.name;
  return {
    id: doc.id,
    status: doc.status,
    remarks: doc.remarks,
    updated_at: doc.updatedAt.toISOString(),
    student: { id: profile.id, name, email: user.email },
    requirement: {
      id: requirement.id,
      key: requirement.key,
      name: requirement.name,
      document_type: requirement.documentType,
    },
    file: file && {
      name: file.name,
      content_type: file.contentType,
      size: file.size,
      preview_url: fillPath(previewDocumentFile.path, { id: doc.id }),
    },
    signature: doc.signature && { full_name: doc.signature.full_name, signed_at: doc.signature.signed_at },
  };
}

export async function listDocumentReviews(ctx: AppContext, query: TListDocumentReviewsQuery) {
  const { count, rows } = await pageOfDocumentReviews(ctx.db, query);
  return { count, results: rows.map(presentReview) };
}

async function requireReview(ctx: AppContext, id: number): Promise<DocumentReviewRow> {
  const row = await findDocumentReview(ctx.db, id);
  if (!row) throw new NotFound(staffCoded('staff.records.documentNotFound'));
  return row;
}

export const getDocumentReview = async (ctx: AppContext, id: number) =>
  presentReview(await requireReview(ctx, id));

/** The document's file and its bytes, to show in the reviewer's browser. */
export async function openDocumentFile(ctx: AppContext, id: number) {
  const { file } = await requireReview(ctx, id);
  const stream = file ? await ctx.storage.read(file.storageKey) : null;
  if (!file || !stream) throw new NotFound(staffCoded('staff.records.documentNoFile'));
  return { file, stream };
}

/**
 * Approves or rejects a document awaiting review, tells the student, and records who did it, in one
 * transaction. A document decided meanwhile (by another member, or replaced by the student) is refused.
 */
export async function decideDocumentReview(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  review: Required<Pick<TReviewDocument, 'decision'>> & { remarks: string },
): Promise<TDocumentReview> {
  const row = await requireReview(ctx, id);
  const approved = review.decision === 'approved';
  await ctx.db.transaction(async (tx) => {
    const decided = await decideDocument(tx, id, {
      status: review.decision,
      remarks: review.remarks,
      at: ctx.now(),
    });
    if (!decided) {
      const now = (await findDocumentReview(tx, id))?.doc.status;
      throw new Conflict(
        now === 'approved'
          ? staffCoded('staff.records.documentApproved')
          : now === 'rejected'
            ? staffCoded('staff.records.documentRejected')
            : staffCoded('staff.records.documentNotAwaiting'),
      );
    }
    await notify(
      ctx,
      row.profile.id,
      NOTIFICATION_MESSAGES.documentReviewed(namesOf(row.requirement), approved, review.remarks),
      tx,
    );
    await recordAudit(tx, actor, {
      action: approved ? 'document.approve' : 'document.reject',
      entity: 'student_document',
      entityId: id,
      studentId: row.user.id,
      before: { status: row.doc.status, remarks: row.doc.remarks },
      after: { status: review.decision, remarks: review.remarks },
    });
  });
  return getDocumentReview(ctx, id);
}
