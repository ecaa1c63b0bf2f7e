import { expect, test } from '@playwright/test';
import { fetchPage } from '../support/system';

// The tables are tested rule by rule in packages/sites; these prove the running host applies them.
test.describe('redirect tables on the running host', () => {
  test('a wildcard rule of the UK table answers 308 with the captured path', async () => {
    const response = await fetchPage('premium-uk', '/used/bmw/x5');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/buy-car/used-cars/bmw/x5');
  });

  test("the Swedish dealer group's facility pattern works for a town the table does not list", async () => {
    const response = await fetchPage('dealergroup-se', '/anlaggningar/77/hedin-bil-kiruna');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/anlaggningar/hedin-automotive-kiruna');
  });

  test('the www host redirects to the bare host, path and query kept', async () => {
    const response = await fetchPage('dealergroup-se', '/kop-bil?car_brand=Volvo', 'www.dealergroup.se');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('https://dealergroup.se/kop-bil?car_brand=Volvo');
  });

  test('a wildcard cannot be turned into an open redirect', async () => {
    for (const path of ['/used//evil.example', '/used/%2F%2Fevil.example', '/used/%5Cevil.example']) {
      const response = await fetchPage('premium-uk', path);
      const location = response.headers.get('location') ?? '';
      expect(location.startsWith('//') || /^https?:/.test(location) || location.includes('evil.example/')).toBe(false);
      expect(response.status).not.toBe(500);
    }
  });
});
