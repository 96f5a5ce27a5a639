import { setTimeout as sleep } from 'node:timers/promises';
import { ConfigError, loadConfig } from './config';
import { createLifecycle } from './lib/lifecycle';
import { createLogger } from './lib/logger';

/** The advisory lock under which a process loads the demo institute into a new database. */
const DEMO_IMPORT_LOCK = 20_261_128;

// at the configured level once the configuration is read; a bad setting is told at `info`
const log = createLogger('info');

async function main() {
  const config = loadConfig();
  log.level = config.logLevel;
  // the database opens first: PGlite reads and compiles its WebAssembly while the portal's modules load
  const opening = import('./db/client').then(({ openDatabase }) => openDatabase(config.database));
  // a failure is reported by createContext, in its words, once the modules have loaded
  opening.catch(() => {});
  const [{ createContext }, { buildApp }, { serveOperatorCommands }, { findInstitute }] = await Promise.all([
    import('./bootstrap'),
    import('./app'),
    import('./cli/operator-socket'),
    import('./modules/institute/institute.repository'),
  ]);
  const ctx = await createContext(config, undefined, opening);
  if (config.demoContent.import && !(await findInstitute(ctx.db))) {
    // processes started together on a new database load it once, one after the other
    await ctx.database.exclusive(DEMO_IMPORT_LOCK, async () => {
      if (await findInstitute(ctx.db)) return;
      // the import's code (the YAML reader, the content checks) loads only for a new database
      const { importContent } = await import('./modules/content-folder/import.service');
      const summary = await importContent(ctx.db, ctx.storage, config.demoContent.dir);
      log.info(
        `Loaded ${summary.institute}: ${summary.programs.length} programs, ${summary.contents} contents.`,
      );
    });
  }
  const lifecycle = createLifecycle();
  const app = await buildApp(ctx, { lifecycle, logger: log });
  // operator commands run here, on the open database, while the portal runs; their code loads on the first
  const operator = await serveOperatorCommands(config.dataDir, async (argv, out, cwd) => {
    const { runPortal, servingContext } = await import('./cli/run-portal');
    return runPortal(argv, out, process.env, cwd, servingContext(ctx));
  });
  let closing: Promise<void> | null = null;
  const close = (drainMs: number) =>
    (closing ??= (async () => {
      // the readiness check answers 503 from now on, while requests a load balancer still sends are served
      lifecycle.phase = 'draining';
      await sleep(drainMs);
      operator.close();
      await app.close();
      await ctx.database.close();
      process.exit(0);
    })());
  // Ctrl-C in a terminal closes at once; the same signal again ends the process without closing
  process.once('SIGINT', () => void close(0));
  process.once('SIGTERM', () => void close(config.drainMs));
  await app.listen({ port: config.port, host: config.host });
  const sandboxes = [
    ...(config.sandbox.mail ? ['mail'] : []),
    ...(config.sandbox.cards ? ['card payments'] : []),
    ...(config.sandbox.interac ? ['Interac'] : []),
  ];
  log.info(
    `The portal is ready at ${config.publicUrl} (database: ${ctx.database.kind}; ` +
      `${sandboxes.length > 0 ? `sandboxes: ${sandboxes.join(', ')}` : 'no sandbox'}).`,
  );
}

main().catch(async (error: unknown) => {
  // loaded here, not up front: the demo's reader (YAML) is needed only on a new database
  const { ImportError } = await import('./modules/content-folder/read-folder');
  const { StartError } = await import('./bootstrap');
  const known = error instanceof ConfigError || error instanceof StartError || error instanceof ImportError;
  // whatever LOG_LEVEL says, a portal that cannot start says why
  if (log.level === 'silent') log.level = 'fatal';
  if (known) log.fatal((error as Error).message);
  else log.fatal({ err: error }, 'the portal could not start');
  process.exit(1);
});
