import { serveOperatorCommands } from './cli/operator-socket';
import { StartError, createContext } from './bootstrap';
import { ConfigError, loadConfig } from './config';

async function main() {
  const config = loadConfig();
  // the HTTP application's modules (most of start-up's code) load while the database opens
  const [ctx, { buildApp }] = await Promise.all([createContext(config), import('./app')]);
  if (config.demoContent.import) {
    const [{ findInstitute }, { importContent }] = await Promise.all([
      import('./modules/institute/institute.repository'),
      import('./modules/catalogue/import/import.service'),
    ]);
    if (!(await findInstitute(ctx.db))) {
      const summary = await importContent(ctx.db, ctx.storage, config.demoContent.dir);
      console.log(
        `Loaded ${summary.institute}: ${summary.programs.length} programs, ${summary.contents} contents.`,
      );
    }
  }
  const app = await buildApp(ctx);
  // operator commands run here, on the open database, while the portal runs; their code loads on the first
  const operator = await serveOperatorCommands(config.dataDir, async (argv, out, cwd) => {
    const { runPortal } = await import('./cli/run-portal');
    return runPortal(argv, out, process.env, cwd, { open: async () => ctx, release: async () => {} });
  });
  const close = async () => {
    operator.close();
    await app.close();
    await ctx.database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  console.log(`The portal is ready at ${config.publicUrl} (database: ${ctx.database.kind}).`);
}

main().catch(async (error: unknown) => {
  // loaded here, not up front: the demo's reader (YAML) is needed only on a new database
  const { ImportError } = await import('./modules/catalogue/import/read-folder');
  const known = error instanceof ConfigError || error instanceof StartError || error instanceof ImportError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
