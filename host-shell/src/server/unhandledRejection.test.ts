/** @jest-environment node */
import { EventEmitter } from 'node:events';
import { keepRunningOnUnhandledRejection } from './unhandledRejection';

describe('keepRunningOnUnhandledRejection (issue 12 item 10)', () => {
  it('logs a rejection and keeps running', () => {
    const proc = new EventEmitter();
    const logged: string[] = [];
    keepRunningOnUnhandledRejection(proc as unknown as NodeJS.Process, (m) => logged.push(m));
    // Without a listener, emitting 'unhandledRejection' here does nothing; with Node's default it would exit.
    expect(proc.listenerCount('unhandledRejection')).toBe(1);
    proc.emit('unhandledRejection', new Error('loadData blew up'), Promise.resolve());
    proc.emit('unhandledRejection', 'a string reason', Promise.resolve());
    expect(logged).toHaveLength(2);
    expect(logged[0]).toContain('loadData blew up');
    expect(logged[1]).toContain('a string reason');
  });

  it('keeps a real process alive through an unhandled rejection', async () => {
    const { spawnSync } = await import('node:child_process');
    const script = `
      require('tsx/cjs');
      require(${JSON.stringify(require.resolve('./unhandledRejection'))}).keepRunningOnUnhandledRejection();
      Promise.reject(new Error('boom'));
      setTimeout(() => { console.log('still running'); process.exit(0); }, 50);
    `;
    const result = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('still running');
    expect(result.stderr).toContain('unhandled rejection, the host keeps running');
  });
});
