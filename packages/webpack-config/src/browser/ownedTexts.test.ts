/** @jest-environment node */
import path from 'node:path';
import { othersTexts } from './ownedTexts.cjs';

describe("a remote's build without other remotes' texts", () => {
  it("leaves each remote's own texts out of every other remote's build", () => {
    const left = othersTexts('mfe-car-detail').map((file: string) => path.basename(file, '.ts'));
    expect(left).toEqual(expect.arrayContaining(['dealerDetail', 'dealerHours', 'dealerFinder']));
    const dealersLeave = othersTexts('mfe-dealers').map((file: string) => path.basename(file, '.ts'));
    expect(dealersLeave).not.toContain('dealerDetail');
    // Another remote's and the host's own texts stay out of the dealers' build too.
    expect(dealersLeave).toEqual(expect.arrayContaining(['serviceBooking', 'stories']));
  });
});
