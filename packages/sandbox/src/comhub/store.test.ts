import { spawnSync } from 'node:child_process';
import path from 'node:path';

const TSX = require.resolve('tsx/cli');

describe('SubmissionStore on PGlite', () => {
  it('stores a retried formSubmissionId once, also when the retries arrive at the same time', () => {
    const run = spawnSync(process.execPath, [TSX, path.join(__dirname, 'store.check.ts')], { encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    const out = JSON.parse(run.stdout) as { sequential: string[]; concurrent: string[]; other: string; listed: [string, string, string][]; receivedCounts: number[] };
    const anna = 'sub_0b9d7c34-3f2e-4a55-8f0e-9a1b2c3d4e5f';
    const bo = 'sub_1c8e6d45-4a3f-4b66-9f1f-0b2c3d4e5f60';
    const cia = 'sub_2d9f7e56-5b4a-4c77-8a2a-1c3d4e5f6071';
    // Every retry answers with the id of the first store.
    expect(out.sequential).toEqual([anna, anna, anna]);
    expect(out.concurrent).toEqual([bo, bo]);
    expect(out.other).toBe(cia);
    // One row per formSubmissionId, with the time of the first arrival.
    expect(out.listed).toEqual([
      [anna, 'Anna', '2026-03-01T09:00:00.000Z'],
      [bo, 'Bo', '2026-03-01T09:03:00.000Z'],
      [cia, 'Cia', '2026-03-01T09:05:00.000Z'],
    ]);
    // Every receipt is counted: Anna's three, Bo's two at once, Cia's one.
    expect(out.receivedCounts).toEqual([3, 2, 1]);
  }, 90_000);
});
