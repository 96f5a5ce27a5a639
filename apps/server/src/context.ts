import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { FieldCipher } from './lib/field-cipher';
import type { Mailer } from './modules/mail/mailer';
import type { FileStorage } from './providers/storage/storage';

/** What services need from the running server; tests build it with their own database and clock. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  storage: FileStorage;
  mailer: Mailer;
  cipher: FieldCipher;
  now: () => Date;
};
