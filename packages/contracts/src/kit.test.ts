import { kitSchema } from './kit';

describe('kitSchema', () => {
  it('parses a kit without currency', () => {
    const kit = kitSchema.parse({
      kitId: 'K-1001',
      catalogueId: 'CAT-7',
      kitCode: 'WINTER-17',
      name: 'Vinterhjul 17"',
      status: 'Active',
      images: ['/-/media/kits/K-1001/1.svg'],
      retailPrice: 14900,
      kitcategory: 'Hjul',
      kitsubcategory: 'Vinterhjul',
      parts: [{ partNumber: 'P-1', name: 'Fälg', quantity: 4 }],
    });
    expect(kit.currency).toBeUndefined();
  });
});
