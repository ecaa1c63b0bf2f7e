// npm start: build, start the sandbox, deploy the remotes to the local CDN, start the host, print the URL.
import { step, systemEnv } from './lib.mjs';
import { startSystem } from './system.mjs';

const env = systemEnv();
if (!process.argv.includes('--no-build')) step('build (host and remotes)', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
const { stop } = await startSystem(env);
console.log(`\nShowroom is running: http://localhost:${env.PORT}`);
console.log(`  sites:   http://<site>.localhost:${env.PORT}  (carstore-fi, carstore-no, carstore-se, carstore-sk, dealergroup-se, dealergroup-no, premium-uk)`);
console.log(`  partner: http://127.0.0.1:${env.PARTNER_PORT}   cdn: ${env.SHOWROOM_CDN_URL}   sandbox: ${env.SANDBOX_URL}`);
console.log('Press Ctrl+C to stop.');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stop();
    process.exit(0);
  });
}
