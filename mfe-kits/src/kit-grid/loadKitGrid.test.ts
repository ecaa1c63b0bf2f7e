import { kitsRemote } from '@showroom/contracts';
import { fakeContext, KITS_RESPONSE } from '../testing/fakeContext';
import { KIT_PAGE_SIZE, loadKitGrid } from './loadKitGrid';

const schema = kitsRemote.modules.KitGrid.props;

describe('loadKitGrid', () => {
  it('asks the kits index for the first 48 kits of the site', async () => {
    const ctx = fakeContext(() => KITS_RESPONSE);
    await loadKitGrid(ctx);
    expect(ctx.requests).toHaveLength(1);
    expect(ctx.requests[0]).toMatchObject({ index: 'kits', site: 'dealergroup-se', limit: 48, offset: 0 });
    expect(ctx.requests[0]?.fields).toEqual(expect.arrayContaining(['kitId', 'name', 'images', 'retailPrice', 'currency']));
    expect(KIT_PAGE_SIZE).toBe(48);
  });

  it('produces props that satisfy the mfe-kits/KitGrid contract, with EUR for the kit without currency', async () => {
    const result = await loadKitGrid(fakeContext(() => KITS_RESPONSE, { language: 'en', apiBase: 'https://dealergroup.se' }));
    expect(result.kind).toBe('props');
    if (result.kind !== 'props') return;
    expect(result.title).toBe('Accessory packages');
    const props = schema.parse(result.props);
    expect(props).toMatchObject({ site: 'dealergroup-se', language: 'en', apiBase: 'https://dealergroup.se' });
    expect(props.result).toEqual({
      state: 'loaded',
      total: 287,
      kits: [
        { kitId: '50001', kitCode: 'K50001', name: 'Takbox 420 l XC60', status: 'Active', image: '/-/media/kits/50001/1.svg', retailPrice: 7490, currency: 'SEK' },
        { kitId: '50002', kitCode: 'K50002', name: 'Gummimattor V60', status: 'Campaign', image: '/-/media/kits/50002/1.svg', retailPrice: 1290, currency: 'EUR' },
      ],
    });
  });

  it('turns a failing search into the error state, not an exception', async () => {
    const result = await loadKitGrid(
      fakeContext(() => {
        throw new Error('search service down');
      }),
    );
    expect(result.kind === 'props' && schema.parse(result.props).result).toEqual({ state: 'error' });
  });

  it('treats an answer that breaks the search contract as an error too', async () => {
    const result = await loadKitGrid(fakeContext(() => ({ content: 'nope' })));
    expect(result.kind === 'props' && result.props.result).toEqual({ state: 'error' });
  });

  it('is not found on a site without a kits page', async () => {
    const ctx = fakeContext(() => KITS_RESPONSE, { siteCode: 'carstore-se' });
    expect(await loadKitGrid(ctx)).toEqual({ kind: 'notFound' });
    expect(ctx.requests).toHaveLength(0);
  });
});
