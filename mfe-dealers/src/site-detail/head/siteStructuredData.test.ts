import { SITES } from '@showroom/sites';
import { sampleDealer } from '../testing/sampleDealer';
import { siteStructuredData } from './siteStructuredData';

// A2's function gives each department's hours; here a fixed answer for the department with hours, so the wiring is what is tested.
jest.mock('../../opening-hours/openingHoursSpecification', () => ({
  openingHoursSpecification: (department: { openingschedule: { openinghours: unknown[] } }) =>
    department.openingschedule.openinghours.length ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '08:00', closes: '18:00' }] : [],
}));

const ctx = { site: SITES['dealergroup-se'], url: 'https://dealergroup.se/anlaggningar/dealergroup-goteborg', origin: 'https://dealergroup.se' };

describe('siteStructuredData (schema.org AutoDealer)', () => {
  it('carries name, address, geo, telephone and opening hours per department', () => {
    expect(siteStructuredData(sampleDealer(), ctx)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      '@id': ctx.url,
      name: 'Dealergroup Göteborg',
      url: ctx.url,
      image: 'https://dealergroup.se/-/media/sites/2031/1.svg',
      telephone: '+46 31-123 45 67',
      email: 'goteborg@dealergroup.example.se',
      address: { '@type': 'PostalAddress', streetAddress: 'Mölndalsvägen 12', postalCode: '411 04', addressLocality: 'Göteborg', addressRegion: 'Västra Götaland', addressCountry: 'SE' },
      // site_geocoord '57.7089,11.9746' as numbers.
      geo: { '@type': 'GeoCoordinates', latitude: 57.7089, longitude: 11.9746 },
      brand: [
        { '@type': 'Brand', name: 'Volvo' },
        { '@type': 'Brand', name: 'Polestar' },
      ],
      department: [
        {
          '@type': 'AutoDealer',
          name: 'Dealergroup Göteborg Nya bilar',
          telephone: '+46 31-123 45 00',
          email: 'nya.goteborg@dealergroup.example.se',
          openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '08:00', closes: '18:00' }],
        },
        // No official name, phone, e-mail or hours: only what it has.
        { '@type': 'AutoDealer', name: 'Verkstad' },
      ],
    });
  });

  it('leaves out what the site lacks instead of sending it empty', () => {
    const bare = siteStructuredData(sampleDealer({ site_phone: ' ', site_email: undefined, site_geocoord: undefined, site_image_url: undefined, site_primary_image: undefined, site_street: undefined, site_brands: [], site_departments: [] }), ctx);
    expect(bare).not.toHaveProperty('telephone');
    expect(bare).not.toHaveProperty('email');
    expect(bare).not.toHaveProperty('geo');
    expect(bare).not.toHaveProperty('image');
    expect(bare).not.toHaveProperty('brand');
    expect(bare).not.toHaveProperty('department');
    expect(bare.address).toEqual({ '@type': 'PostalAddress', postalCode: '411 04', addressLocality: 'Göteborg', addressRegion: 'Västra Götaland', addressCountry: 'SE' });
  });

  it('names the country of each market', () => {
    expect((siteStructuredData(sampleDealer(), { ...ctx, site: SITES['premium-uk'] }).address as Record<string, string>).addressCountry).toBe('GB');
    expect((siteStructuredData(sampleDealer(), { ...ctx, site: SITES['carstore-fi'] }).address as Record<string, string>).addressCountry).toBe('FI');
  });
});
