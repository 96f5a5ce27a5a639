// `npm run portal -- <command>`: the operator command, built on first use.
import { ensureBuilt } from './ensure-built.mjs';

ensureBuilt({ web: false });
await import('../apps/server/dist/cli.js');
