import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { ConfigError, loadConfig } from '../config';
import { AppError, Invalid } from '../lib/errors';
import { copyFolderToStore } from '../providers/storage/copy-files';
import type { Output } from './run-portal';

/**
 * `portal storage migrate --to s3`: the data folder's files copied into the bucket. It reads files
 * and the bucket, not the database, so it runs where the operator typed it, with their S3_* settings,
 * also beside a portal still serving from the data folder.
 */
export function registerStorageCommands(program: Command, env: NodeJS.ProcessEnv, out: Output) {
  const storage = program
    .command('storage')
    .description("The file store: the data folder's files/, or the S3-compatible bucket of S3_BUCKET");

  storage
    .command('migrate')
    .description(
      'Copy every file of DATA_DIR/files into the bucket of S3_BUCKET; files already there at the same size are skipped, so it can run again',
    )
    .requiredOption('--to <store>', 'where the files go: s3')
    .action(async (options: { to: string }) => {
      if (options.to !== 's3') throw new Invalid({ to: ['s3, the bucket of S3_BUCKET'] });
      const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
      if (!config.s3) throw new ConfigError('S3_BUCKET must be set: the bucket to copy the files into');
      const root = path.join(config.dataDir, 'files');
      if (!existsSync(root))
        throw new AppError(404, `The folder ${root} does not exist: there is nothing to copy.`);
      const { createS3Client, createS3Storage } = await import('../providers/storage/s3-storage');
      const client = createS3Client(config.s3);
      try {
        const bucket = createS3Storage(config.s3, client);
        await bucket.check().catch((error: Error) => {
          throw new AppError(503, `Nothing was copied: ${error.message}.`);
        });
        const counts = await copyFolderToStore(root, bucket, (key, error) =>
          out.error(`${key}: ${error.message}`),
        );
        out.log(
          `Copied ${counts.copied} file(s) from ${root} to the bucket ${config.s3.bucket}; ` +
            `${counts.skipped} were there already, ${counts.failed} failed.`,
        );
        if (counts.failed > 0)
          throw new AppError(500, 'Some files were not copied (see above); run the command again.');
      } finally {
        client.destroy();
      }
    });
}
