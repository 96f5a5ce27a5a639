import { DOCUMENT_STATUSES, DOCUMENT_TYPES } from '@portal/contract';
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from './one-of';
import type { Translations } from './catalogue';
import { uploadedFiles } from './files';
import { studentProfiles } from './profile';

/** A document the institute requires of every student (spec: global_document). */
export const globalDocuments = pgTable(
  'global_documents',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    documentType: text('document_type', { enum: DOCUMENT_TYPES }).notNull(),
    fileExtensionTypes: jsonb('file_extension_types').$type<string[]>().notNull().default([]),
    maxFileSizeMb: integer('max_file_size_mb').notNull().default(5),
    instruction: text('instruction').notNull().default(''),
    templateMarkdown: text('template_markdown'),
    position: integer('position').notNull().default(0),
    translations: jsonb('translations')
      .$type<Translations<{ name: string; instruction: string; templateMarkdown: string }>>()
      .notNull()
      .default({}),
  },
  (t) => [oneOf('global_documents_document_type', t.documentType, DOCUMENT_TYPES)],
);

/** One student's copy of a requirement (spec: Institute document requirement), with its review state. */
export const studentDocuments = pgTable(
  'student_documents',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => studentProfiles.id, { onDelete: 'cascade' }),
    globalDocumentId: integer('global_document_id')
      .notNull()
      .references(() => globalDocuments.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('pending_upload'),
    fileId: integer('file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    remarks: text('remarks').notNull().default(''),
    /** For e-signature documents: who signed, when, from where, and the hash of what they signed. */
    /** DocuSign: the envelope the student is signing in. */
    esignEnvelopeId: text('esign_envelope_id'),
    signature: jsonb('signature').$type<{
      full_name: string;
      signed_at: string;
      ip: string;
      sha256: string;
    }>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('student_documents_student_requirement').on(t.studentId, t.globalDocumentId),
    oneOf('student_documents_status', t.status, DOCUMENT_STATUSES),
  ],
);
