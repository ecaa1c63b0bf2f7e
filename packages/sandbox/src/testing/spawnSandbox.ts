import { spawn } from 'node:child_process';
import path from 'node:path';
import type { RunningSandbox } from '../index';

const TSX = require.resolve('tsx/cli');
const MAIN = path.join(__dirname, '..', 'main.ts');

/**
 * Starts the sandbox CLI in a child process on a free port. Tests use this because PGlite loads
 * its wasm through dynamic import, which jest's VM refuses without --experimental-vm-modules.
 */
export function spawnSandbox(args: readonly string[], env: Record<string, string> = {}): Promise<RunningSandbox> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TSX, MAIN, '--port', '0', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`sandbox exited with ${code}: ${stderr}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /sandbox listening on (http:\/\/\S+)/.exec(chunk.toString());
      if (!match?.[1]) return;
      resolve({
        url: match[1],
        close: () =>
          new Promise<void>((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
