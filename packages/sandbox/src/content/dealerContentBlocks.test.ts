import { dealerPickerFieldsSchema, siteTeasersFieldsSchema } from '@showroom/contracts';
import { SITES } from '@showroom/sites';
import { routeItem } from './routeItem';
import { StoryCatalog } from './storyCatalog';

const catalog = new StoryCatalog({ seed: 1, now: new Date('2026-11-02T09:00:00Z') });
const blocksOf = (code: keyof typeof SITES, language: 'sv' | 'nb' | 'en', path: string, name: string) =>
  (routeItem(SITES[code], language, path, catalog)?.placeholders?.main ?? []).filter((c) => c.componentName === name);

describe('the dealer blocks of the content pages', () => {
  it('puts site teasers by index on the about page and by a predefined query on the contact page (dealergroup-se)', () => {
    const [index] = blocksOf('dealergroup-se', 'sv', '/om-oss', 'SiteTeasers');
    expect(siteTeasersFieldsSchema.parse(index?.fields)).toEqual({ Title: 'Våra anläggningar' });
    const [predefined] = blocksOf('dealergroup-se', 'en', '/om-oss/kontakt', 'SiteTeasers');
    expect(siteTeasersFieldsSchema.parse(predefined?.fields)).toEqual({ Title: 'Our workshops', Filters: 'site_departments_group=Workshop' });
    expect(blocksOf('carstore-se', 'sv', '/om-oss', 'SiteTeasers')).toHaveLength(0);
  });

  it("puts the dealer picker on dealergroup-no's workshop booking page, in both its languages", () => {
    for (const language of ['nb', 'en'] as const) {
      const [picker] = blocksOf('dealergroup-no', language, '/verksted/bestill-service', 'DealerPicker');
      expect(dealerPickerFieldsSchema.parse(picker?.fields)).toMatchObject({ Name: 'dealer' });
    }
    expect(blocksOf('dealergroup-no', 'nb', '/forhandlere', 'DealerPicker')).toHaveLength(0);
  });
});
