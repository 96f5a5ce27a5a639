import type { ComponentProps, ComponentType } from 'react';
import { loadPageTexts } from '../i18n/i18n';
import { markPaintedPart } from '../ssr/page-marks';
import { importWithTimeout } from './chunk-load';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
type AnyComponent = ComponentType<any>;

/** A promise that tells how it settled, so a part renders at once when its code is in. */
type Settling<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/**
 * What loads a module on demand: `() => import('./part')`. The build names the module by its key in its
 * manifest (`build-plugins/lazy-module-keys.ts`).
 */
export type Loader<M> = (() => Promise<M>) & { module?: string };

// each part's loader, by name: a painted page names the parts it drew, and the browser loads them first
const loaders = new Map<string, () => Promise<unknown>>();
const modules = new Map<string, string>();

/** The modules of the parts a page drew, by their keys in the build's manifest. */
export const modulesOfParts = (names: readonly string[]): string[] =>
  names.flatMap((name) => modules.get(name) ?? []);

/**
 * Loads the code of the parts a server-painted page drew, once the page's route has loaded and before
 * the app hydrates it. A part whose code is not in yet would stay as painted, and an update of the page
 * meanwhile would draw it again from scratch, losing what was typed or played in it.
 */
export async function loadPaintedParts(names: readonly string[]): Promise<void> {
  // a part is known once the module that declares it has run: the page's own, or a part loaded here
  let left = [...names];
  for (let known = left.filter((name) => loaders.has(name)); known.length > 0;) {
    await Promise.allSettled(known.map((name) => loaders.get(name)!()));
    left = left.filter((name) => !known.includes(name));
    known = left.filter((name) => loaders.has(name));
  }
}

/**
 * Code loaded on demand under a unique name, which a painted page lists the parts it drew by. `read()`
 * is called in render: it gives the value once the code is in, and until then suspends (the nearest
 * Suspense shows its fallback), as React.lazy does. A failure goes to the nearest error boundary;
 * `load()` tries again.
 */
export function lazyValue<M, V>(name: string, importer: Loader<M>, pick: (module: M) => V) {
  if (loaders.has(name)) throw new Error(`Two parts loaded on demand are called ${name}`);
  if (importer.module) modules.set(name, importer.module);
  let loading: Settling<V> | undefined;
  const load = () => {
    if (loading && loading.status !== 'rejected') return loading;
    const settling: Settling<V> = Promise.all([importWithTimeout(importer), loadPageTexts()]).then(
      ([module]) => pick(module),
    );
    // read at once by `read()` once settled, so a part whose code is in renders without suspending
    settling.status = 'pending';
    settling.then(
      (value) => void Object.assign(settling, { status: 'fulfilled', value }),
      (reason: unknown) => void Object.assign(settling, { status: 'rejected', reason }),
    );
    return (loading = settling);
  };
  loaders.set(name, load);
  const read = (): V => {
    markPaintedPart(name);
    const settling = loading ?? load();
    if (settling.status === 'rejected') throw settling.reason;
    if (settling.status !== 'fulfilled') throw settling;
    return settling.value as V;
  };
  return { load, read };
}

/**
 * A component whose code loads on demand (a dialog, a menu, a form, the Markdown renderer), with the
 * chunk time-out and the pages' texts, and a `preload()` to call on hover or focus so the code is there
 * by the click. Once loaded it renders at once, without suspending: that is what lets a painted page
 * hydrate with the part in place.
 */
export function lazyComponent<M, C extends AnyComponent>(
  name: string,
  importer: Loader<M>,
  pick: (module: M) => C,
) {
  const code = lazyValue(name, importer, pick);
  function Part(props: ComponentProps<C>) {
    const Loaded: AnyComponent = code.read();
    return <Loaded {...props} />;
  }
  Part.displayName = `Lazy(${name})`;
  return Object.assign(Part, { preload: () => void code.load().catch(() => {}) });
}
