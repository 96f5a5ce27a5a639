import type { TStudentDocument } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { documents } from '../../test/fixtures';
import {
  canSign,
  canUpload,
  reconcileDocuments,
  statusChanged,
  toSaveRequest,
  withoutFile,
  withUploadedFile,
} from './documents-state';

const file = { id: 501, name: 'passport.pdf', size: 2048, url: '/api/v1/files/501/' };
const [id, transcript, agreement] = documents as [TStudentDocument, TStudentDocument, TStudentDocument];
const withStatus = (item: TStudentDocument, status: TStudentDocument['status']) => ({ ...item, status });

describe('the documents re-poll', () => {
  it('keeps the list on screen while no status changed', () => {
    const shown = [...documents];
    const server = documents.map((item) => ({ ...item, remarks: 'new remark' }));
    expect(statusChanged(shown, server)).toBe(false);
    expect(reconcileDocuments(shown, server)).toBe(shown);
  });

  it('does not count pending_to_submit → pending_upload: an unsaved upload stays', () => {
    const shown = withUploadedFile(documents, id.id, file);
    expect(statusChanged(shown, documents)).toBe(false);
    expect(reconcileDocuments(shown, documents)).toBe(shown);
  });

  it('replaces the list when a status changed', () => {
    const shown = [...documents];
    const server = [withStatus(id, 'approved'), transcript, agreement];
    expect(statusChanged(shown, server)).toBe(true);
    expect(reconcileDocuments(shown, server)).toEqual(server);
  });

  it('counts pending_to_submit → awaiting_review, and a requirement added or removed, as changes', () => {
    const shown = withUploadedFile(documents, id.id, file);
    expect(statusChanged(shown, [withStatus(id, 'awaiting_review'), transcript, agreement])).toBe(true);
    expect(statusChanged(documents, documents.slice(0, 2))).toBe(true);
    expect(statusChanged(documents, [id, transcript, { ...agreement, id: 99 }])).toBe(true);
  });

  it('still holds an unsaved upload when another requirement’s status changed', () => {
    const shown = withUploadedFile(documents, transcript.id, file);
    const server = [withStatus(id, 'rejected'), transcript, agreement];
    const next = reconcileDocuments(shown, server);
    expect(next[0]!.status).toBe('rejected');
    expect(next[1]).toMatchObject({ status: 'pending_to_submit', document: file });
  });

  it('takes the first answer as it is', () => {
    expect(reconcileDocuments(undefined, documents)).toBe(documents);
  });
});

describe('editing the list', () => {
  it('moves an upload to pending_to_submit and a removed file back to pending_upload', () => {
    const uploaded = withUploadedFile(documents, id.id, file);
    expect(uploaded[0]).toMatchObject({ status: 'pending_to_submit', document: file });
    expect(withoutFile(uploaded, id.id)[0]).toMatchObject({ status: 'pending_upload', document: null });
  });

  it('saves the whole list of non-approved items', () => {
    const list = [
      withStatus({ ...id, document: file }, 'approved'),
      { ...transcript, document: file },
      agreement,
    ];
    expect(toSaveRequest(list)).toEqual([
      { id: transcript.id, document: file.id },
      { id: agreement.id, document: null },
    ]);
  });

  it('asks for uploads only where they can be made, and signatures only on e-signature documents', () => {
    expect(canUpload(id)).toBe(true);
    expect(canUpload(withStatus(id, 'rejected'))).toBe(true);
    expect(canUpload(withStatus(id, 'approved'))).toBe(false);
    expect(canUpload(withStatus(id, 'awaiting_review'))).toBe(false);
    expect(canUpload(agreement)).toBe(false);
    expect(canSign(agreement)).toBe(true);
    expect(canSign(withStatus(agreement, 'awaiting_review'))).toBe(false);
    expect(canSign(id)).toBe(false);
  });
});
