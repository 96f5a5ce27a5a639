import { DOCUMENT_STATUSES } from '@portal/contract';

/** A document's statuses, named by the console's catalogue. */
export const STATUS_CHOICES = DOCUMENT_STATUSES.map((status) => ({
  id: status,
  name: `console.documents.statuses.${status}`,
}));
