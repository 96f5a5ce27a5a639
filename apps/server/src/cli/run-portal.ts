import path from 'node:path';
import { Command, CommanderError } from 'commander';
import { StartError, createContext } from '../bootstrap';
import { ConfigError, loadConfig } from '../config';
import { importContent } from '../modules/catalogue/import/import.service';
import { ImportError } from '../modules/catalogue/import/read-folder';

export type Output = { log: (line: string) => void; error: (line: string) => void };

/** Runs one operator command; answers its exit code. Relative paths are read from `cwd`. */
export async function runPortal(
  argv: string[],
  out: Output,
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): Promise<number> {
  const program = new Command('portal')
    .description("Operate the portal: load programs and act on students' records.")
    .exitOverride()
    .configureOutput({ writeOut: (s) => out.log(s.trimEnd()), writeErr: (s) => out.error(s.trimEnd()) });

  program
    .command('import')
    .description('Validate a content folder (institute.yaml, programs/<slug>/program.yaml) and load it')
    .argument('<folder>', 'the content folder')
    .action(async (folder: string) => {
      const ctx = await createContext(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
      try {
        const summary = await importContent(ctx.db, ctx.storage, path.resolve(cwd, folder));
        out.log(
          `Imported ${summary.institute}: ${summary.programs.length} programs (${summary.programs.join(', ')}), ${summary.contents} contents.`,
        );
      } finally {
        await ctx.database.close();
      }
    });

  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    if (error instanceof ImportError) {
      out.error(`Nothing was imported. Fix these and run it again:\n${error.message}`);
    } else if (error instanceof ConfigError || error instanceof StartError) {
      out.error(error.message);
    } else {
      throw error;
    }
    return 1;
  }
}
