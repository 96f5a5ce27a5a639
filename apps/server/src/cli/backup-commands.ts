import path from 'node:path';
import type { Command } from 'commander';
import { loadConfig } from '../config';
import { BackupError, pgliteClient } from './database-dump';
import type { ContextSource, Output } from './run-portal';

/** `portal backup <file>` and `portal restore <file>`: the whole portal in one archive, and back. */
export function registerBackupCommands(
  program: Command,
  source: ContextSource,
  env: NodeJS.ProcessEnv,
  cwd: string,
  out: Output,
) {
  program
    .command('backup')
    .description(
      'Write the database, the stored files and the secrets in use to one archive (.tar.gz), while the portal runs or not',
    )
    .argument('<file>', 'the archive to write, such as portal-2026-11-27.tar.gz; never an existing file')
    .action(async (file: string) => {
      // the archive's code (tar, the dumps) loads for this command only
      const { writeBackup } = await import('./backup');
      const target = path.resolve(cwd, file);
      let lines: string[];
      if (source.serving) {
        // the running portal's database: the embedded one cannot be opened by a second process
        const ctx = await source.open();
        try {
          const pglite = ctx.database.kind === 'pglite' ? pgliteClient(ctx.db) : null;
          lines = await writeBackup(target, {
            config: ctx.config,
            pglite,
            bucket: ctx.config.s3?.bucket ?? null,
          });
        } finally {
          await source.release(ctx);
        }
      } else {
        // opened as it is, not migrated: a backup taken before an upgrade keeps the version it was taken at
        const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
        lines = await writeBackup(target, { config, pglite: null, bucket: config.s3?.bucket ?? null });
      }
      for (const line of lines) out.log(line);
    });

  program
    .command('restore')
    .description(
      'Bring an archive written by portal backup into an empty data folder (and an empty database on PostgreSQL)',
    )
    .argument('<file>', 'the archive')
    .action(async (file: string) => {
      const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
      if (source.serving)
        throw new BackupError(
          `A portal is running on ${config.dataDir}: stop it, then restore into an empty data folder.`,
        );
      const { restoreBackup } = await import('./backup');
      for (const line of await restoreBackup(path.resolve(cwd, file), config)) out.log(line);
    });
}
