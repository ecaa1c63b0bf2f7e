// First: the CSP nonce for webpack's chunk scripts, set before any chunk loads.
import './cspNonce';
import { yieldToBrowser } from './yieldToBrowser';

// No async boundary in the network sense: the host provides every shared module eagerly (in this entry chunk), so
// nothing needs to be negotiated before the shell runs, and the shell costs one request instead of one per shared
// library. The imports are eager (in main.js, no chunk of their own) but run in tasks of their own: React DOM's
// modules, then the shell's, each after the browser had the main thread back, instead of all of main.js in the
// task that evaluated it (Lighthouse TBT, yieldToBrowser.ts).
async function boot(): Promise<void> {
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ './bootstrap');
}

void boot();
