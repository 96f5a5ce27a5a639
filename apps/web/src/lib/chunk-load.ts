import { LIMITS } from '@portal/contract';

/** A piece of the app's code could not be fetched: the network failed, it took too long, or a deploy replaced it. */
export class ChunkLoadError extends Error {
  readonly timedOut: boolean;

  constructor(timedOut: boolean, options?: { cause?: unknown }) {
    super(timedOut ? 'Loading the page timed out' : 'Loading the page failed', options);
    this.name = 'ChunkLoadError';
    this.timedOut = timedOut;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/** Runs a dynamic import, failing with a ChunkLoadError when it fails or outlasts `timeoutMs` (spec: 120 s). */
export function importWithTimeout<M>(
  importer: () => Promise<M>,
  timeoutMs: number = LIMITS.chunkLoadTimeoutMs,
) {
  return new Promise<M>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(true)), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(false, { cause }));
      },
    );
  });
}
