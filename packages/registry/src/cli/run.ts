import { main as cdn } from './cdn';
import { main as deploy } from './deploy';
import { main as deployAll } from './deployAll';
import { main as remotes } from './remotes';
import { main as rollback } from './rollback';

const COMMANDS: Record<string, (argv: string[]) => Promise<void>> = { cdn, deploy, 'deploy-all': deployAll, remotes, rollback };

/** Runs a registry command with the process arguments; prints a one-line error and exits 1 on failure. */
export function run(name: string): void {
  const command = COMMANDS[name];
  if (!command) throw new Error(`unknown command ${name}`);
  command(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
