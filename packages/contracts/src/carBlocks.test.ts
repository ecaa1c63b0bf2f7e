import { carOfTheWeekFieldsSchema, carSearchHeroFieldsSchema, carTeasersFieldsSchema } from './carBlocks';

describe('car block fields', () => {
  it('reads counts typed as numbers or digit strings, and drops anything else', () => {
    expect(carOfTheWeekFieldsSchema.parse({ Limit: '6' }).Limit).toBe(6);
    expect(carOfTheWeekFieldsSchema.parse({ Limit: 6 }).Limit).toBe(6);
    for (const Limit of ['six', -1, 2.5, '1e3', null, {}]) expect(carOfTheWeekFieldsSchema.parse({ Limit }).Limit).toBeUndefined();
  });

  it('cuts a long heading to 200 characters instead of losing it', () => {
    expect(carTeasersFieldsSchema.parse({ Title: 'x'.repeat(250) }).Title).toHaveLength(200);
  });

  it('drops ids, a query or a URL that are too long or not text, since half of one would mean something else', () => {
    const fields = carTeasersFieldsSchema.parse({ PimIds: '1,'.repeat(2001), Filters: 42, Sort: 's'.repeat(65), Link: 'not a link' });
    expect(fields).toEqual({ Title: undefined, PimIds: undefined, Ids: undefined, NumberOfCars: undefined, Limit: undefined, Filters: undefined, Sort: undefined, Link: null });
    expect(carSearchHeroFieldsSchema.parse({ SearchUrl: '/'.repeat(2001), Image: { alt: 'no src' } })).toMatchObject({ SearchUrl: undefined, Image: null });
  });
});
