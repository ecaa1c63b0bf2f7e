import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const TSX = require.resolve('tsx/cli');

describe('TireBookingStore on PGlite', () => {
  it('keeps bookings and reviews across a reopen, counts booked starts, refuses a 9-star rating', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tirehotel-store-'));
    const run = spawnSync(process.execPath, [TSX, path.join(__dirname, 'bookingStore.check.ts'), dataDir], { encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    const out = JSON.parse(run.stdout) as { bookings: { id: string; bookingStart: string | null; confirmation: { bookingConfirmationId: string } }[]; reviews: { id: string; rating: number; comment: string }[]; starts: [string, number][]; other: unknown[]; badRating: string };
    expect(out.bookings.map((b) => [b.id, b.bookingStart, b.confirmation.bookingConfirmationId])).toEqual([
      ['TH-CHECK1', '2026-03-10T09:00:00', 'TH-CHECK1'],
      ['TH-CHECK2', null, 'TH-CHECK2'],
    ]);
    expect(out.reviews).toEqual([{ id: 'r1', regNo: 'ABC123', rating: 5, comment: 'Bra', date: '2026-03-01', receivedAt: '2026-03-01T09:02:00.000Z' }]);
    expect(out.starts).toEqual([['2026-03-10T09:00:00', 1]]);
    expect(out.other).toEqual([]);
    expect(out.badRating).toBe('refused');
  }, 90_000);
});
