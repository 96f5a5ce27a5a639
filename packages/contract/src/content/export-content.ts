import { operation } from '../common/operation';

/**
 * The content folder as stored now, the console's changes included, zipped under `content/`: the folder
 * `portal import` and the console's import read, to keep in git or to load into another portal.
 */
export const exportContent = operation({
  method: 'GET',
  path: '/api/v1/staff/content/export/',
  tag: 'staff',
  summary: 'Download the content folder (institute.yaml, programs/<slug>/program.yaml) as a zip',
  errors: [401, 403, 409],
  staff: { resource: 'content', action: 'export' },
});
