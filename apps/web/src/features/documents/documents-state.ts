import type { TDocumentStatus, TStudentDocument } from '@portal/contract';

type FileRef = NonNullable<TStudentDocument['document']>;

const LOCKED: readonly TDocumentStatus[] = ['approved', 'awaiting_review'];

export function isSignable(item: TStudentDocument): boolean {
  return item.global_document.document_type === 'docusign';
}

/** Approved and waiting documents are not asked for; e-signature documents are signed, not uploaded. */
export function canUpload(item: TStudentDocument): boolean {
  return !isSignable(item) && !LOCKED.includes(item.status);
}

export function canSign(item: TStudentDocument): boolean {
  return isSignable(item) && Boolean(item.global_document.template_text) && !LOCKED.includes(item.status);
}

/**
 * Whether the server's list tells of a new status. The spec counts pending_to_submit → pending_upload
 * as no change: that is a student's upload the server has not been told of yet.
 */
export function statusChanged(shown: TStudentDocument[], server: TStudentDocument[]): boolean {
  if (shown.length !== server.length) return true;
  const before = new Map(shown.map((item) => [item.id, item.status]));
  return server.some((item) => {
    const status = before.get(item.id);
    if (status === undefined) return true;
    return status !== item.status && !(status === 'pending_to_submit' && item.status === 'pending_upload');
  });
}

/**
 * What a poll leaves on screen: the list as shown unless a status changed; then the server's list,
 * still holding the unsaved uploads of requirements the server has as pending_upload.
 */
export function reconcileDocuments(
  shown: TStudentDocument[] | undefined,
  server: TStudentDocument[],
): TStudentDocument[] {
  if (!shown) return server;
  if (!statusChanged(shown, server)) return shown;
  const unsaved = new Map(
    shown.filter((item) => item.status === 'pending_to_submit').map((item) => [item.id, item]),
  );
  return server.map((item) => (item.status === 'pending_upload' ? (unsaved.get(item.id) ?? item) : item));
}

/** An uploaded file waits on its requirement until the student saves. */
export function withUploadedFile(list: TStudentDocument[], id: number, file: FileRef): TStudentDocument[] {
  return list.map((item) =>
    item.id === id ? { ...item, document: file, status: 'pending_to_submit' as const } : item,
  );
}

export function withoutFile(list: TStudentDocument[], id: number): TStudentDocument[] {
  return list.map((item) =>
    item.id === id ? { ...item, document: null, status: 'pending_upload' as const } : item,
  );
}

export function withDocument(list: TStudentDocument[], document: TStudentDocument): TStudentDocument[] {
  return list.map((item) => (item.id === document.id ? document : item));
}

/** Saving sends the whole list of non-approved items. */
export function toSaveRequest(list: TStudentDocument[]): { id: number; document: number | null }[] {
  return list
    .filter((item) => item.status !== 'approved')
    .map((item) => ({ id: item.id, document: item.document?.id ?? null }));
}
