import { carRedirect, parseCarPath } from './parseCarPath';

describe('parseCarPath', () => {
  it.each([
    [[], { kind: 'invalid' }],
    [[''], { kind: 'invalid' }],
    [['volvo-xc60'], { kind: 'invalid' }],
    [['volvo', 'xc60'], { kind: 'invalid' }],
    [['12a'], { kind: 'invalid' }],
    [['-12'], { kind: 'invalid' }],
    [['1234567890123'], { kind: 'invalid' }], // 13 digits: longer than any car_id
  ])('%j has no car id', (params, expected) => {
    expect(parseCarPath(params)).toEqual(expected);
  });

  it('reads an id alone', () => {
    expect(parseCarPath(['10234'])).toEqual({ kind: 'idOnly', id: '10234' });
  });

  it('ignores a trailing empty segment', () => {
    expect(parseCarPath(['10234', ''])).toEqual({ kind: 'idOnly', id: '10234' });
  });

  it('reads id and slug', () => {
    expect(parseCarPath(['10234', 'volvo-xc60-b4'])).toEqual({ kind: 'idAndSlug', id: '10234', slug: 'volvo-xc60-b4' });
  });

  it('takes the second-to-last segment as the id when it is numeric, whatever comes before', () => {
    expect(parseCarPath(['begagnat', '10234', 'volvo-xc60-b4'])).toEqual({ kind: 'idAndSlug', id: '10234', slug: 'volvo-xc60-b4' });
  });

  it('takes the last segment as the id when the second-to-last is not numeric', () => {
    expect(parseCarPath(['volvo-xc60-b4', '10234'])).toEqual({ kind: 'idOnly', id: '10234' });
    expect(parseCarPath(['a', 'b', '77'])).toEqual({ kind: 'idOnly', id: '77' });
  });

  it('prefers the second-to-last numeric segment even when the last one is numeric too', () => {
    // "/bilar/10234/2021": the slug of a car may be all digits.
    expect(parseCarPath(['10234', '2021'])).toEqual({ kind: 'idAndSlug', id: '10234', slug: '2021' });
  });
});

describe('carRedirect', () => {
  const car = { car_id: '10234', slug: 'volvo-xc60-b4' };

  it('sends an id without slug to id/slug with 302', () => {
    expect(carRedirect(['10234'], parseCarPath(['10234']), '/bilar', car)).toEqual({ status: 302, location: '/bilar/10234/volvo-xc60-b4' });
  });

  it('sends slug/id (last segment as id) to the canonical path with 302', () => {
    const params = ['volvo-xc60-b4', '10234'];
    expect(carRedirect(params, parseCarPath(params), '/bilar', car)).toEqual({ status: 302, location: '/bilar/10234/volvo-xc60-b4' });
  });

  it('leaves the canonical path alone', () => {
    const params = ['10234', 'volvo-xc60-b4'];
    expect(carRedirect(params, parseCarPath(params), '/bilar', car)).toBeNull();
  });

  it('accepts a percent-encoded slug as canonical', () => {
    const skoda = { car_id: '9', slug: 'škoda' };
    const params = ['9', '%C5%A1koda'];
    expect(carRedirect(params, parseCarPath(params), '/auta', skoda)).toBeNull();
  });

  it('moves a wrong slug permanently (301)', () => {
    const params = ['10234', 'volvo-v90'];
    expect(carRedirect(params, parseCarPath(params), '/bilar', car)).toEqual({ status: 301, location: '/bilar/10234/volvo-xc60-b4' });
  });

  it('moves extra segments before id/slug permanently (301)', () => {
    const params = ['begagnat', '10234', 'volvo-xc60-b4'];
    expect(carRedirect(params, parseCarPath(params), '/bilar', car)).toEqual({ status: 301, location: '/bilar/10234/volvo-xc60-b4' });
  });

  it('keeps the language prefix of the base in the location', () => {
    expect(carRedirect(['10234'], parseCarPath(['10234']), '/en/kop-bil', car)?.location).toBe('/en/kop-bil/10234/volvo-xc60-b4');
  });

  it('never redirects an invalid path', () => {
    expect(carRedirect(['x'], { kind: 'invalid' }, '/bilar', car)).toBeNull();
  });
});
