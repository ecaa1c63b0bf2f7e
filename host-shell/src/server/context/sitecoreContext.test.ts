/** @jest-environment node */
import { SITES } from '@showroom/sites';
import { NoSitecoreContextError, sitecoreContext } from './sitecoreContext';

describe('sitecoreContext', () => {
  it('finds the site by host and the language by prefix', () => {
    expect(sitecoreContext('dealergroup-se.localhost:8080', '/en/kop-bil')).toMatchObject({ site: { code: 'dealergroup-se' }, language: 'en' });
    expect(sitecoreContext('premium-motors.co.uk', '/')).toMatchObject({ site: { code: 'premium-uk' }, language: 'en' });
  });

  it("raises 'No Sitecore context found' without a site or a language", () => {
    expect(() => sitecoreContext('unknown.example.com', '/')).toThrow(new NoSitecoreContextError('x'));
    expect(() => sitecoreContext('unknown.example.com', '/')).toThrow('No Sitecore context found');
    const noLanguage = { ...SITES['carstore-fi'], locales: [] };
    expect(() => sitecoreContext('carstore-fi.localhost', '/', () => noLanguage)).toThrow('No Sitecore context found');
    const noName = { ...SITES['carstore-fi'], name: '' };
    expect(() => sitecoreContext('carstore-fi.localhost', '/', () => noName)).toThrow('No Sitecore context found');
  });
});
