import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverRoot } from './portal-process';

/** The tests run the built portal as production does (the drills open its pages): build it first when missing or stale. */
export default async function setup(): Promise<void> {
  const script = pathToFileURL(path.resolve(serverRoot, '../../scripts/ensure-built.mjs')).href;
  const { ensureBuilt } = (await import(script)) as { ensureBuilt: (options: { web: boolean }) => void };
  ensureBuilt({ web: true });
}
