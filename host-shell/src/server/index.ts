import { createHostApp } from './app';
import { hostConfig } from './config';
import { keepRunningOnUnhandledRejection } from './unhandledRejection';

async function main(): Promise<void> {
  const config = hostConfig();
  const app = await createHostApp(config);
  await app.listen({ port: config.port, host: config.listenHost });
  console.log(`host listening on http://localhost:${config.port}`);
  // A stop lets the lead worker finish its send and close the database; a kill is safe too (leases run out).
  const stop = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

keepRunningOnUnhandledRejection();

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
