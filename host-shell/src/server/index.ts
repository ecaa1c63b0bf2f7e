import { createHostApp } from './app';
import { hostConfig } from './config';
import { keepRunningOnUnhandledRejection } from './unhandledRejection';

async function main(): Promise<void> {
  const config = hostConfig();
  const app = await createHostApp(config);
  await app.listen({ port: config.port, host: config.listenHost });
  console.log(`host listening on http://localhost:${config.port}`);
}

keepRunningOnUnhandledRejection();

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
