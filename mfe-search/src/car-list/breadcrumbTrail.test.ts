import { breadcrumbTrail } from './breadcrumbTrail';

const home = { label: 'Start', href: '/' };
const list = { label: 'Köp bil', href: '/kop-bil' };

describe('breadcrumbTrail', () => {
  it('is home and the list (the page itself, no link) on the plain list', () => {
    expect(breadcrumbTrail({ home, list, info: {} })).toEqual([home, { label: 'Köp bil' }]);
  });

  it('links the list and the brand, and ends on the model', () => {
    expect(breadcrumbTrail({ home, list, info: { brand: 'Land Rover', brandSlug: 'land-rover', model: 'Defender', modelSlug: 'defender' } })).toEqual([
      home,
      list,
      { label: 'Land Rover', href: '/kop-bil/s/land-rover' },
      { label: 'Defender' },
    ]);
  });

  it('ends on the brand when only the brand is named', () => {
    expect(breadcrumbTrail({ home, list: { label: 'Cars', href: '/en/buy-car/used-cars/' }, info: { brand: 'BMW', brandSlug: 'bmw' } })).toEqual([home, { label: 'Cars', href: '/en/buy-car/used-cars/' }, { label: 'BMW' }]);
  });
});
