import { runPortal } from './run-portal';

// npm runs scripts from the project folder; INIT_CWD is where the operator typed the command
runPortal(
  process.argv.slice(2),
  { log: console.log, error: console.error },
  process.env,
  process.env.INIT_CWD,
)
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
