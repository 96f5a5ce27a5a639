import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** A document the institute requires of every student (spec: global_document). */
export const globalDocuments = pgTable('global_documents', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  documentType: text('document_type').notNull(),
  fileExtensionTypes: jsonb('file_extension_types').$type<string[]>().notNull().default([]),
  maxFileSizeMb: integer('max_file_size_mb').notNull().default(5),
  instruction: text('instruction').notNull().default(''),
  templateMarkdown: text('template_markdown'),
  position: integer('position').notNull().default(0),
});
