import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { loadPageTexts } from '../i18n/i18n';
import { importWithTimeout } from './chunk-load';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
type AnyComponent = ComponentType<any>;

const pending = new Set<Promise<unknown>>();

/**
 * Resolves once no lazy component's code is loading. A server-painted page keeps a part whose code is
 * not in yet as painted until it is; the app waits for that before taking events held meanwhile.
 */
export async function lazyComponentsLoaded(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

/**
 * React.lazy for a component used only after an interaction (a dialog, a menu, the drawer), with the
 * chunk time-out and the pages' texts, and a `preload()` to call on hover or focus so the code is there by the click.
 */
export function lazyComponent<M, C extends AnyComponent>(importer: () => Promise<M>, pick: (module: M) => C) {
  let loading: Promise<{ default: C }> | undefined;
  const load = () => {
    loading ??= Promise.all([importWithTimeout(importer), loadPageTexts()]).then(
      ([module]) => ({ default: pick(module) }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    const settling = loading;
    pending.add(settling);
    void settling.finally(() => pending.delete(settling)).catch(() => {});
    return loading;
  };
  const Component = lazy(load) as LazyExoticComponent<C> & { preload: () => void };
  Component.preload = () => void load().catch(() => {});
  return Component;
}
