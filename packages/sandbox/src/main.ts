import { startSandbox } from './index';
import { optionsFrom } from './options';

// CLI: tsx src/main.ts [--port N] [--cars N] [--seed N] [--data-dir DIR]
const options = optionsFrom(process.argv.slice(2), process.env);
startSandbox(options).then(
  (sandbox) => {
    console.log(`sandbox listening on ${sandbox.url}`);
    const stop = () => void sandbox.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
