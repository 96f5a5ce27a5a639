// Starts the built portal on an empty data folder, as a school would on first install.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// E2E_DATA_DIR lets two runs on one machine keep apart
const dataDir = process.env.E2E_DATA_DIR ?? path.join(here, '.data');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= 'warn';
await import('../apps/server/dist/main.js');
