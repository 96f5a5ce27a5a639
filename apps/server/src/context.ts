import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { FieldCipher } from './lib/field-cipher';
import type { RecordsCache } from './modules/journey/records-cache';
import type { Mailer } from './modules/mail/mailer';
import type { FileStorage } from './providers/storage/storage';
import type { TutorAnswerer } from './providers/tutor/tutor-answerer';
import type { EventBus } from './events/event-bus';
import type { JobQueue } from './jobs/job-queue';

/** What services need from the running server; tests build it with their own database and clock. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  storage: FileStorage;
  mailer: Mailer;
  cipher: FieldCipher;
  /** Writes the tutor's answers: from the program's passages, or a model when one is configured. */
  tutor: TutorAnswerer;
  /** The course room's reads of a subscription, kept in memory once the app is ready. */
  roomRecords: RecordsCache;
  /** Work a committed change leaves to do (mail, refunds), done after its request, retried. */
  jobs: JobQueue;
  /** What a module tells the others happened; their handlers run as jobs after the commit. */
  events: EventBus;
  now: () => Date;
};
