import { cameFromThisSite } from './BackLink';

describe('cameFromThisSite (the back button uses history only then)', () => {
  it('is true for a referrer on this origin with history behind it', () => {
    expect(cameFromThisSite('https://www.carstore.se/bilar?car_fuel=El', 'https://www.carstore.se', 3)).toBe(true);
  });
  it('is false for another site, no referrer, a fresh tab or a malformed referrer', () => {
    expect(cameFromThisSite('https://www.google.com/', 'https://www.carstore.se', 3)).toBe(false);
    expect(cameFromThisSite('', 'https://www.carstore.se', 3)).toBe(false);
    expect(cameFromThisSite('https://www.carstore.se/bilar', 'https://www.carstore.se', 1)).toBe(false);
    expect(cameFromThisSite('not a url', 'https://www.carstore.se', 3)).toBe(false);
  });
});
