import Fastify from 'fastify';
import { CLOSER, markOf, overrideGraphAnswer, overrideSearchAnswer, RICH_BUNDLE, withPayload } from './override';
import { XSS_PAYLOADS } from './payloads';
import { registerXss, XssSwitch } from './route';

const [v1, v2, v3] = XSS_PAYLOADS;

describe('the stored-XSS override', () => {
  it('puts one vector after each plain text of a graph answer, the next one each time', () => {
    const answer = { data: { facetLabels: [{ Name: 'car_brand', Label: 'Märke' }, { Name: 'car_fuel', Label: 'Drivmedel' }], dictionary: [{ key: 'search', value: 'Sök' }] } };
    expect(overrideGraphAnswer(answer)).toEqual({
      data: {
        facetLabels: [{ Name: 'car_brand', Label: `Märke ${v1!.text}` }, { Name: 'car_fuel', Label: `Drivmedel ${v2!.text}` }],
        dictionary: [{ key: 'search', value: `Sök ${v3!.text}` }],
      },
    });
  });

  it('gives HTML rich text every vector after its mark, and plain rich text one', () => {
    const answer = overrideGraphAnswer({ data: { layout: { a: { Text: '<p>Hej</p>' }, b: { Text: 'Hej' } } } }, 1) as { data: { layout: { a: { Text: string }; b: { Text: string } } } };
    expect(answer.data.layout.a.Text).toBe(`<p>Hej</p>${RICH_BUNDLE}`);
    // The spreader started at the second vector; the first rich field took it, the second takes the third.
    expect(answer.data.layout.b.Text).toBe(`Hej<p>${markOf(3)}</p>${v3!.text}${CLOSER}`);
    for (const p of XSS_PAYLOADS) expect(RICH_BUNDLE).toContain(`<p>xss-mark-${p.n}</p>${p.text}`);
  });

  it('leaves dates, ids, names and other fields alone, and turns every third link into a script URL', () => {
    const answer = { data: { stories: [{ id: 'a', date: { value: '2026-01-01', formattedValue: '2026-01-01' }, name: 'x', Link: { href: '/a', text: 'A' } }, { Link: { href: '/b' } }, { Link: { href: '/c' } }, { Link: { href: '/d' } }] } };
    const out = overrideGraphAnswer(answer) as { data: { stories: { id?: string; date?: { value: string }; name?: string; Link: { href: string; text?: string } }[] } };
    expect(out.data.stories[0]!.date!.value).toBe('2026-01-01');
    expect(out.data.stories[0]!.id).toBe('a');
    expect(out.data.stories[0]!.name).toBe('x');
    // The first and fourth links: the first two script URLs of the list (plain, then mixed case).
    expect(out.data.stories.map((s) => s.Link.href)).toEqual([expect.stringMatching(/^javascript:(__xss|alert)\(\d+\)$/), '/b', '/c', expect.stringMatching(/^JaVaScRiPt:(__xss|alert)\(\d+\)$/)]);
  });

  it('gives the i-th search result of the whole list vector i in its names, and every description all of them', () => {
    const answer = { facet: [{ name: 'car_fuel', type: 'value', value: [{ text: 'El', count: 2 }] }], content: [{ car_id: '1', car_site_name: 'A', car_description: 'Fin bil' }, { car_id: '2', car_site_name: 'B' }], total_items: 40, limit: 2, offset: 2 };
    expect(overrideSearchAnswer(answer)).toEqual({
      facet: [{ name: 'car_fuel', type: 'value', value: [{ text: `El ${v1!.text}`, count: 2 }] }],
      content: [
        { car_id: '1', car_site_name: `A ${v3!.text}`, car_description: `Fin bil\n${RICH_BUNDLE}` },
        { car_id: '2', car_site_name: `B ${XSS_PAYLOADS[3]!.text}` },
      ],
      total_items: 40,
      limit: 2,
      offset: 2,
    });
  });

  it('keeps a name under 300 characters: the vector alone when both do not fit', () => {
    expect(withPayload('x'.repeat(290), v1!)).toBe(v1!.text);
  });

  it('is off until switched on at run time, and off again after (the answers of the search and graph routes)', async () => {
    const app = Fastify();
    registerXss(app, new XssSwitch());
    app.post('/search/v1/query', async () => ({ facet: [], content: [{ site_official_name: 'Dealergroup Örebro' }], total_items: 1, limit: 1, offset: 0 }));
    app.post('/edge/graphql', async () => ({ data: { facetLabels: [{ Name: 'car_brand', Label: 'Märke' }] } }));
    app.post('/other', async () => ({ Title: 'kept' }));
    try {
      const ask = async () => (await app.inject({ method: 'POST', url: '/search/v1/query', payload: {} })).json<{ content: { site_official_name: string }[] }>().content[0]!.site_official_name;
      expect(await ask()).toBe('Dealergroup Örebro');
      expect((await app.inject({ method: 'POST', url: '/__sandbox/xss', payload: { on: true } })).statusCode).toBe(200);
      expect(await ask()).toBe(`Dealergroup Örebro ${v1!.text}`);
      expect((await app.inject({ method: 'POST', url: '/edge/graphql', payload: { query: '{ facetLabels }' } })).body).toMatch(/Märke .*(__xss|alert)\(/);
      expect((await app.inject({ method: 'POST', url: '/other', payload: {} })).json()).toEqual({ Title: 'kept' });
      await app.inject({ method: 'DELETE', url: '/__sandbox/xss' });
      expect(await ask()).toBe('Dealergroup Örebro');
      expect((await app.inject({ method: 'POST', url: '/__sandbox/xss', payload: { on: 'yes' } })).statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});
