import { tileLayer } from 'leaflet';
import { FAILED_TILES_BEFORE_GIVING_UP, watchTiles } from './watchTiles';

const watched = () => {
  const layer = tileLayer('/t/{z}/{x}/{y}.png');
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
