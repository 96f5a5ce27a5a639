import path from 'node:path';
import type { Config } from './config';
import type { AppContext } from './context';
import { type Database, openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { createFieldCipher } from './lib/field-cipher';
import { readOrCreateSecret } from './lib/secret-file';
import { createRecordsCache } from './modules/journey/records-cache';
import { defaultSender } from './modules/mail/account-mails';
import { createMailer } from './modules/mail/mailer';
import { createDiskStorage } from './providers/storage/disk-storage';
import type { FileStorage } from './providers/storage/storage';
import { createOpenAiAnswerer } from './providers/tutor/openai-answerer';
import { createRetrievalAnswerer } from './providers/tutor/retrieval-answerer';
import { createEventBus } from './events/event-bus';
import { createJobQueue } from './jobs/job-queue';
import { subscribeRewards } from './modules/rewards/reward-events';

export class StartError extends Error {}

/** The bucket when one is configured (its SDK loaded only then), else the data folder's `files/`. */
export async function createStorage(config: Config): Promise<FileStorage> {
  if (!config.s3) return createDiskStorage(path.join(config.dataDir, 'files'));
  const { createS3Storage } = await import('./providers/storage/s3-storage');
  return createS3Storage(config.s3);
}

/**
 * Opens and migrates the database and the file store: everything a running portal stands on. `opening`
 * is the database's open already under way, if the caller started it.
 */
export async function createContext(
  config: Config,
  now: () => Date = () => new Date(),
  opening: Promise<Database> = openDatabase(config.database),
): Promise<AppContext> {
  const database = await opening.catch((error: Error) => {
    throw new StartError(`The database could not be opened: ${error.message}`);
  });
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    throw new StartError(
      `The database could not be migrated (nothing was changed): ${(error as Error).message}`,
    );
  }
  const jobs = createJobQueue(database, {
    retryDelaySeconds: config.jobRetryDelaySeconds,
    retryLimit: config.jobRetryLimit,
    leaseSeconds: config.jobLeaseSeconds,
    workers: config.jobWorkers,
  });
  try {
    await jobs.install();
  } catch (error) {
    await database.close();
    throw new StartError(`The job queue could not be set up: ${(error as Error).message}`);
  }
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    storage: await createStorage(config),
    mailer: createMailer(config, database.db, () => defaultSender({ db: database.db, config })),
    cipher: createFieldCipher(config.dataKey ?? readOrCreateSecret(config.dataDir, 'data-key', 'base64')),
    tutor: config.openai ? createOpenAiAnswerer(config.openai) : createRetrievalAnswerer(),
    roomRecords: createRecordsCache(database),
    jobs,
    events: createEventBus(jobs),
    now,
  };
  // every process, serving or not, subscribes alike: an event published by a command has its handlers too
  subscribeRewards(ctx);
  return ctx;
}
