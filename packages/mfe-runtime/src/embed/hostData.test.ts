import { fakeBff } from '@showroom/api-client/testing';
import { hostData, prefetchHostData } from './hostData';

// The embed entry starts an element's host data call before the embed loads React and the module; the mounted
// embed takes that call's answer instead of asking again.
const CAR = { tag: 'showroom-car-detail', module: 'mfe-car-detail/CarDetail', params: ['car-id'] };
const URL_1 = 'http://host.test/api/embed-data?module=mfe-car-detail%2FCarDetail&site=carstore-se&language=sv&param=1000001';

function page(html: string): Document {
  const doc = document.implementation.createHTMLDocument('partner');
  doc.body.innerHTML = html;
  return doc;
}
const request = (params: string[], site = 'carstore-se', language = 'sv') => ({ apiBase: 'http://host.test', module: CAR.module, site, language, params });

describe('prefetchHostData and hostData', () => {
  it("starts one call per element in the page, which the mounted element takes once; a remount asks again", async () => {
    const bff = fakeBff(({ url }) => ({ status: 200, body: { kind: 'props', props: { url } } }));
    prefetchHostData([CAR], page('<showroom-car-detail site="carstore-se" locale="sv" api="http://host.test/" car-id="1000001"></showroom-car-detail>'));
    expect(bff.mock.calls.map(([sent]) => sent.url)).toEqual([URL_1]);
    await expect(hostData(request(['1000001']))).resolves.toEqual({ kind: 'props', props: { url: URL_1 } });
    expect(bff).toHaveBeenCalledTimes(1);
    await hostData(request(['1000001']));
    expect(bff).toHaveBeenCalledTimes(2);
  });

  it('asks once for two elements that want the same, and separately for each that differs', () => {
    const bff = fakeBff(() => ({ status: 200, body: { kind: 'notFound' } }));
    const element = (id: string) => `<showroom-car-detail site="carstore-se" locale="sv" api="http://host.test" car-id="${id}"></showroom-car-detail>`;
    prefetchHostData([CAR], page(element('7') + element('7') + element('8')));
    expect(bff.mock.calls.map(([sent]) => new URL(sent.url).searchParams.get('param'))).toEqual(['7', '8']);
    // (Taken, so the next tests start clean.)
    void hostData(request(['7']));
    void hostData(request(['8']));
  });

  it("leaves elements whose site or locale the embed would not use as they are to the mounted embed, which asks itself", async () => {
    const bff = fakeBff(() => ({ status: 200, body: { kind: 'notFound' } }));
    prefetchHostData([CAR], page('<showroom-car-detail site="nowhere" locale="sv" car-id="1"></showroom-car-detail><showroom-car-detail site="carstore-se" locale="xx" car-id="1"></showroom-car-detail><showroom-car-detail site="carstore-se" car-id="1"></showroom-car-detail><showroom-car-list site="carstore-se" locale="sv"></showroom-car-list>'));
    expect(bff).not.toHaveBeenCalled();
    // The embed falls back to the site's language (Swedish) for locale="xx" and asks when it mounts.
    await expect(hostData({ ...request(['1']), apiBase: '' })).resolves.toEqual({ kind: 'notFound' });
    expect(bff).toHaveBeenCalledTimes(1);
  });

  it('hands a failed early call to the mounted element, which shows its placeholder; never an unhandled rejection', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      fakeBff(() => ({ status: 503, body: { error: 'down' } }));
      prefetchHostData([CAR], page('<showroom-car-detail site="carstore-se" locale="sv" api="http://host.test" car-id="9"></showroom-car-detail>'));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
      await expect(hostData(request(['9']))).rejects.toMatchObject({ name: 'BffError', status: 503 });
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('rejects an answer outside the contract, checked without zod', async () => {
    fakeBff(() => ({ status: 200, body: { kind: 'props', props: 'not a record' } }));
    await expect(hostData(request(['1']))).rejects.toThrow(/outside its contract \(props: expected a record\)/);
  });
});
