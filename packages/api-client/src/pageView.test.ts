import { fakeBff } from './testing/fakeBff';
import { sendPageView } from './pageView';

afterEach(() => jest.restoreAllMocks());

describe('sendPageView', () => {
  it('posts channel WEB, currency USD, page name, variant and language', async () => {
    const bff = fakeBff(() => ({ status: 204 }));
    const debug = jest.fn();
    await sendPageView('', { pageName: 'nyheter', pageVariantId: 'default', language: 'sv' }, debug);
    expect(bff).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'POST', url: '/api/personalization/pageview', body: { channel: 'WEB', currency: 'USD', pageName: 'nyheter', pageVariantId: 'default', language: 'sv' } }),
    );
    expect(debug).not.toHaveBeenCalled();
  });

  it('only debug-logs a failure, and a bad event is never sent', async () => {
    const debug = jest.fn();
    const bff = fakeBff(() => ({ status: 503, body: { error: 'personalization is not available right now' } }));
    await expect(sendPageView('', { pageName: 'x', pageVariantId: 'default', language: 'sv' }, debug)).resolves.toBeUndefined();
    expect(debug).toHaveBeenCalledWith('[personalization] page view not sent:', 'POST /api/personalization/pageview answered 503');
    bff.mockClear();
    await sendPageView('', { pageName: '', pageVariantId: 'default', language: 'sv' }, debug);
    expect(bff).not.toHaveBeenCalled();
    expect(debug).toHaveBeenCalledTimes(2);
  });
});

describe('the page view goes where the BFF answers it', () => {
  it('is the personalization route of the contracts', async () => {
    const { personalizationRoutes } = await import('@showroom/contracts/bff-routes');
    const bff = fakeBff(() => ({ status: 204 }));
    await sendPageView('https://host.example', { pageName: 'hem', pageVariantId: 'default', language: 'sv' });
    expect(bff).toHaveBeenCalledWith(expect.objectContaining({ method: personalizationRoutes.pageView.method, url: `https://host.example${personalizationRoutes.pageView.path}` }));
  });
});
