// `npm start`: build what is not built yet, then run the portal (it migrates and loads the demo itself).
import { ensureBuilt } from './ensure-built.mjs';

ensureBuilt({ web: true });
await import('../apps/server/dist/main.js');
