import { LIMITS } from '@portal/contract';
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
type AnyComponent = ComponentType<any>;

/**
 * React.lazy for a component used only after an interaction (a dialog, a menu, the drawer), with the
 * chunk time-out, and a `preload()` to call on hover or focus so the code is there by the click.
 */
export function lazyComponent<M, C extends AnyComponent>(importer: () => Promise<M>, pick: (module: M) => C) {
  let loading: Promise<{ default: C }> | undefined;
  const load = () => {
    loading ??= importWithTimeout(importer).then(
      (module) => ({ default: pick(module) }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Component = lazy(load) as LazyExoticComponent<C> & { preload: () => void };
  Component.preload = () => void load().catch(() => {});
  return Component;
}
