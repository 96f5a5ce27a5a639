import type { Readable } from 'node:stream';

/** Where files live: a folder on disk by default, an S3-compatible bucket in production. */
export type FileStorage = {
  /**
   * Stores the bytes under the key, a stream as it is read. Should the stream fail (an upload refused
   * while it arrives), nothing is left under the key and the stream's error is thrown. `length`, when
   * the stream's is known beforehand (a file on disk), lets a bucket take it in one request.
   */
  put(key: string, body: Buffer | Readable, length?: number): Promise<void>;
  /** The file's bytes as a stream (from `start` to `end`, both included), or null when no file has that key. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable | null>;
  /** The file's size in bytes, or null when no file has that key. */
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
  /** Resolves when files can be stored now; otherwise rejects with a short reason. */
  check(): Promise<void>;
};

/** Keys are made by the server; this refuses anything that could leave the store's folder. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9._/-]*$/i.test(key) || key.split('/').some((part) => part === '..' || part === '')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
