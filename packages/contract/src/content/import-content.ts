import { z } from 'zod';
import { operation } from '../common/operation';

export const ZImportContentQuery = z.object({
  /** Only check the folder: what it holds, or its problems by file and line; nothing is loaded. */
  check: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export const ZContentImport = z.object({
  /** False when the folder was only checked. */
  applied: z.boolean(),
  institute: z.string(),
  /** The programs' folder names (slugs), in order. */
  programs: z.array(z.string()),
  contents: z.number().int(),
});
export type TContentImport = z.infer<typeof ZContentImport>;

/**
 * The content folder, zipped, as multipart (file): the same folder `portal import` loads. A refused folder
 * answers 400 with its problems by file, each message led by its line.
 */
export const importContent = operation({
  method: 'POST',
  path: '/api/v1/staff/content/import/',
  tag: 'staff',
  summary: 'Check or load the zipped content folder (institute.yaml, programs/<slug>/program.yaml)',
  consumes: ['multipart/form-data'],
  query: ZImportContentQuery,
  response: ZContentImport,
  errors: [401, 403, 503],
  staff: { resource: 'content', action: 'import' },
});
