import type { TContentImport } from '@portal/contract';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../context';
import { Invalid } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../staff/audit-log';
import { withUnzippedFolder } from './content-zip';
import { importFolder } from './import.service';
import { type ContentFolder, ImportError, readContentFolder } from './read-folder';

/** A refused folder's problems by file, each led by its line, as a form shows them. */
function problemsOf(error: ImportError): Invalid {
  const byFile: Record<string, string[]> = {};
  for (const problem of error.problems) {
    (byFile[problem.file] ??= []).push(
      problem.line ? `line ${problem.line}: ${problem.message}` : problem.message,
    );
  }
  return new Invalid(byFile);
}

function readFolder(root: string): ContentFolder {
  try {
    return readContentFolder(root);
  } catch (error) {
    throw error instanceof ImportError ? problemsOf(error) : error;
  }
}

const contentsIn = (folder: ContentFolder) =>
  folder.programs.reduce(
    (sum, { program }) => sum + program.sections.reduce((n, section) => n + section.contents.length, 0),
    0,
  );

/**
 * Checks, and unless `check` loads, a zipped content folder as `portal import` loads a folder: all of
 * it or nothing, with who imported it in the audit log.
 */
export async function importUploadedContent(
  ctx: AppContext,
  actor: AuditActor,
  upload: Readable & { truncated?: boolean },
  check: boolean,
): Promise<TContentImport> {
  return withUnzippedFolder(upload, async (root) => {
    const folder = readFolder(root);
    if (check) {
      return {
        applied: false,
        institute: folder.institute.name,
        programs: folder.programs.map((p) => p.slug),
        contents: contentsIn(folder),
      };
    }
    const imported = await importFolder(ctx.db, ctx.storage, folder, (tx, summary) =>
      recordAudit(tx, actor, {
        action: 'content.import',
        entity: 'content_folder',
        entityId: summary.institute,
        after: { programs: summary.programs.join(', '), contents: summary.contents },
      }),
    );
    return { applied: true, ...imported };
  });
}
