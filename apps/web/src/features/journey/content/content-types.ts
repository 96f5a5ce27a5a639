import type { TContent } from '@portal/contract';

export type TLessonContent = Extract<TContent, { content_type: 'lesson' }>;
export type TVideoContent = Extract<TContent, { video: unknown }>;
export type TDocumentContent = Extract<TContent, { document: unknown }>;
export type TAssignmentContent = Extract<TContent, { assignment: unknown }>;
export type TQuotaContent = Extract<TContent, { quota: unknown }>;
export type TQuizContent = Extract<TContent, { quiz: unknown }>;
