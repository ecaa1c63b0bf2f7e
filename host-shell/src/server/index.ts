import { createHostApp } from './app';
import { hostConfig } from './config';
import { exitGracefullyOnSignal } from './health/gracefulShutdown';
import { keepRunningOnUnhandledRejection } from './unhandledRejection';

async function main(): Promise<void> {
  const config = hostConfig();
  const app = await createHostApp(config);
  await app.listen({ port: config.port, host: config.listenHost });
  console.log(`host listening on http://localhost:${config.port}`);
  // SIGTERM: stop accepting, finish what is in flight (SHUTDOWN_DEADLINE_MS), close the lead worker and the
  // database (onClose hooks), exit 0; a second signal or the deadline exits 1. A kill is safe too (leases run out).
  exitGracefullyOnSignal(app, { deadlineMs: config.shutdownDeadlineMs });
}

keepRunningOnUnhandledRejection();

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
