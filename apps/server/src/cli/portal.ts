import { loadConfig } from '../config';
import { forwardToRunningPortal } from './operator-socket';
import { type Output, runPortal } from './run-portal';

const out: Output = { log: console.log, error: console.error };
const argv = process.argv.slice(2);
// npm runs scripts from the project folder; INIT_CWD is where the operator typed the command
const cwd = process.env.INIT_CWD ?? process.cwd();

/** A portal running on the same data folder runs the command; otherwise the command opens the database. */
async function main(): Promise<number> {
  let dataDir: string | undefined;
  try {
    dataDir = loadConfig({ ...process.env, LOG_LEVEL: 'silent' }).dataDir;
  } catch {
    // a bad setting: the command itself reports it
  }
  // the file store's commands touch no database: they run here, with the operator's own S3_* settings
  const forwarded =
    dataDir && argv[0] !== 'storage' ? await forwardToRunningPortal(dataDir, argv, cwd, out) : null;
  return forwarded ?? runPortal(argv, out, process.env, cwd);
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
