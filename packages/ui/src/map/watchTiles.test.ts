import { FAILED_TILES_BEFORE_GIVING_UP, watchTiles, type TileEvents } from './watchTiles';

/** A stand-in for Leaflet's TileLayer: listeners by event, and `fire` as Leaflet calls them. */
function fakeLayer(): TileEvents & { fire(type: 'tileload' | 'tileerror' | 'load'): void } {
  const listeners = new Map<string, (() => void)[]>();
  return {
    on(type, listener) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    fire(type) {
      for (const listener of listeners.get(type) ?? []) listener();
    },
  };
}

const watched = () => {
  const layer = fakeLayer();
  const onReady = jest.fn();
  const onFailed = jest.fn();
  watchTiles(layer, { onReady, onFailed });
  return { layer, onReady, onFailed };
};

describe('watchTiles', () => {
  it('is ready at the first drawn tile and then ignores failures of single tiles', () => {
    const { layer, onReady, onFailed } = watched();
    layer.fire('tileload');
    layer.fire('tileload');
    for (let i = 0; i < 10; i++) layer.fire('tileerror');
    layer.fire('load');
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(onFailed).not.toHaveBeenCalled();
  });

  it(`gives up once, at the ${FAILED_TILES_BEFORE_GIVING_UP}th failure with nothing drawn`, () => {
    const { layer, onFailed } = watched();
    for (let i = 1; i < FAILED_TILES_BEFORE_GIVING_UP; i++) layer.fire('tileerror');
    expect(onFailed).not.toHaveBeenCalled();
    layer.fire('tileerror');
    expect(onFailed).toHaveBeenCalledTimes(1);
    layer.fire('tileerror');
    layer.fire('load');
    expect(onFailed).toHaveBeenCalledTimes(1);
  });

  it('gives up when the first screenful settled with every tile failed, however few', () => {
    const { layer, onFailed } = watched();
    layer.fire('tileerror');
    layer.fire('load');
    expect(onFailed).toHaveBeenCalledTimes(1);
  });
});
