import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const TSX = require.resolve('tsx/cli');
const PROBE = path.join(__dirname, 'bookingStoreProbe.ts');
jest.setTimeout(60_000);

// Each call is a fresh process on the same data directory, so reading back proves the booking survived a restart.
const probe = async (dataDir: string, command: 'add' | 'read') => JSON.parse((await run(process.execPath, [TSX, PROBE, dataDir, command])).stdout) as unknown;

describe('BookingStore on PGlite', () => {
  it('stores a booking in service_bookings that survives a restart and takes its slot', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mechmate-bookings-'));
    const added = (await probe(dataDir, 'add')) as { id: string };
    expect(added.id).toMatch(/^bk_[0-9a-f-]{36}$/);
    expect(await probe(dataDir, 'read')).toEqual({
      bookings: [
        {
          id: added.id,
          customer: { firstName: 'Anna', lastName: 'Berg', phone: '+46 70 123 45 67', email: 'anna@example.se' },
          freeText: 'Ring innan',
          departmentId: '015.3',
          timeSlot: '2026-03-03T09:30',
          isFullDay: false,
          registrationNumber: 'ABC123',
          mileage: 4200,
          serviceOfferingRequests: [{ kobraId: 'wiper-blades', unitsSelected: 2, userInput: null }],
          createdAt: '2026-03-01T10:00:00.000Z',
        },
      ],
      taken: true,
      free: false,
      otherDepartment: false,
    });
  });
});
