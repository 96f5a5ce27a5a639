import { buildApp } from './app';
import { serveOperatorCommands } from './cli/operator-socket';
import { runPortal } from './cli/run-portal';
import { StartError, createContext } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { findInstitute } from './modules/institute/institute.repository';
import { importContent } from './modules/catalogue/import/import.service';
import { ImportError } from './modules/catalogue/import/read-folder';

async function main() {
  const config = loadConfig();
  const ctx = await createContext(config);
  if (config.demoContent.import && !(await findInstitute(ctx.db))) {
    const summary = await importContent(ctx.db, ctx.storage, config.demoContent.dir);
    console.log(
      `Loaded ${summary.institute}: ${summary.programs.length} programs, ${summary.contents} contents.`,
    );
  }
  const app = await buildApp(ctx);
  // operator commands run here, on the open database, while the portal runs
  const operator = await serveOperatorCommands(config.dataDir, (argv, out, cwd) =>
    runPortal(argv, out, process.env, cwd, { open: async () => ctx, release: async () => {} }),
  );
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

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof StartError || error instanceof ImportError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
