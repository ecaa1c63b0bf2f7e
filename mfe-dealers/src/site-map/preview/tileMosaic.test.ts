import { tileAt, tileMosaic, tileUrl, worldPixel } from './tileMosaic';

// Web Mercator by hand: the world is 256 * 2^z pixels a side; x = (lng + 180) / 360 * size;
// y = (1 - ln(tan φ + sec φ) / π) / 2 * size.
const STOCKHOLM = { lat: 59.3293, lng: 18.0686 };

describe('worldPixel and tileAt', () => {
  it('puts (0, 0) at the middle of the world and the map corners at its edges', () => {
    // Zoom 1: a 512 px world, its middle at 256; zoom 12: 256 * 4096 = 1048576, the middle at 524288.
    expect(worldPixel({ lat: 0, lng: 0 }, 1)).toEqual({ x: 256, y: 256 });
    expect(worldPixel({ lat: 0, lng: 0 }, 12)).toEqual({ x: 524288, y: 524288 });
    // lng -180 is the left edge; lat 85.05113 (Mercator's limit, atan(sinh π)) the top edge.
    expect(worldPixel({ lat: 85.0511287798, lng: -180 }, 0).x).toBe(0);
    expect(worldPixel({ lat: 85.0511287798, lng: -180 }, 0).y).toBeCloseTo(0, 6);
    expect(tileAt({ lat: 0, lng: 0 }, 12)).toEqual({ z: 12, x: 2048, y: 2048 });
  });

  it('finds Stockholm in tile 12/2253/1204', () => {
    // x: 198.0686 / 360 = 0.550191, * 1048576 = 576916.6 px = 2253.58 tiles.
    // y: φ = 59.3293°, tan φ = 1.686156, sec φ = 1.960388, ln(3.646544) = 1.293780, / π = 0.411823;
    //    (1 - 0.411823) / 2 = 0.294089, * 1048576 = 308374.2 px = 1204.59 tiles.
    const pixel = worldPixel(STOCKHOLM, 12);
    expect(pixel.x).toBeCloseTo(576916.6, 0);
    expect(pixel.y).toBeCloseTo(308374.2, 0);
    expect(tileAt(STOCKHOLM, 12)).toEqual({ z: 12, x: 2253, y: 1204 });
  });
});

describe('tileMosaic', () => {
  it('covers a 1280 x 300 box round (0, 0) with 6 x 2 tiles', () => {
    // The point sits on a tile corner (524288 = 2048 * 256). Columns: (524288 - 640) / 256 = 2045.5 -> 2045 to
    // (524288 + 640) / 256 = 2050.5 -> 2050; rows: 2047.41 -> 2047 to 2048.59 -> 2048.
    const mosaic = tileMosaic({ lat: 0, lng: 0 }, 12, 640, 150);
    expect(mosaic).toMatchObject({ columns: 6, rows: 2, offset: { x: 3 * 256, y: 256 } });
    expect(mosaic.tiles[0]).toEqual({ z: 12, x: 2045, y: 2047 });
    expect(mosaic.tiles[11]).toEqual({ z: 12, x: 2050, y: 2048 });
    expect(mosaic.tiles).toHaveLength(12);
  });

  it('covers a 1280 x 300 box round Stockholm, the point 660.6 px right and 150.2 px down from the corner', () => {
    // Columns: (576916.6 - 640) / 256 = 2251.08 -> 2251 to (576916.6 + 640) / 256 = 2256.08 -> 2256 (6 columns);
    // rows: (308374.2 - 150) / 256 = 1204.0008 -> 1204 to (308374.2 + 150) / 256 = 1205.17 -> 1205 (2 rows).
    // Offset: 576916.6 - 2251 * 256 = 660.6; 308374.2 - 1204 * 256 = 150.2.
    const mosaic = tileMosaic(STOCKHOLM, 12, 640, 150);
    expect(mosaic.columns).toBe(6);
    expect(mosaic.rows).toBe(2);
    expect(mosaic.offset.x).toBeCloseTo(660.6, 1);
    expect(mosaic.offset.y).toBeCloseTo(150.2, 1);
    expect(mosaic.tiles.slice(0, 6).map((t) => t?.x)).toEqual([2251, 2252, 2253, 2254, 2255, 2256]);
    expect(mosaic.tiles.map((t) => t?.y)).toEqual([...Array(6).fill(1204), ...Array(6).fill(1205)]);
    // The tile under the point: column 2253 - 2251 = 2, row 0; 660.6 lies in 512..768 (column 2), 150.2 in 0..256.
    expect(mosaic.tiles[2]).toEqual({ z: 12, x: 2253, y: 1204 });
  });

  it('takes 5 columns when the point is mid-tile, and 3 rows when the box reaches into the tiles above and below', () => {
    // Near the equator a degree is 1048576 / 360 = 2912.7 px at zoom 12. lng = 0.0439453125 (= 128 / 2912.7) puts
    // the point 128 px into tile 2048: columns (524416 - 640) / 256 = 2046 to (524416 + 640) / 256 = 2051 -> 2050 (5).
    // lat -0.044 puts it 0.044 * 2912.7 = 128.2 px below the equator: rows (524416.2 - 150) / 256 = 2047.9 -> 2047
    // to (524416.2 + 150) / 256 = 2049.09 -> 2049 (3).
    const mosaic = tileMosaic({ lat: -0.044, lng: 0.0439453125 }, 12, 640, 150);
    expect(mosaic.columns).toBe(5);
    expect(mosaic.rows).toBe(3);
    expect(mosaic.offset.x).toBeCloseTo(2 * 256 + 128, 6);
    expect(mosaic.offset.y).toBeCloseTo(256 + 128.2, 0);
  });

  it('wraps round the antimeridian and leaves the rows beyond the pole empty', () => {
    // Zoom 1, a 512 x 512 world; (85.05, -179.9) is at about x 0.14, y 0: columns -2.5 -> -3 to 2.5 -> 2 (6),
    // rows -1 to 0: the first row is beyond the pole.
    const mosaic = tileMosaic({ lat: 85.0511287798, lng: -179.9 }, 1, 640, 150);
    expect(mosaic.columns).toBe(6);
    expect(mosaic.rows).toBe(2);
    expect(mosaic.tiles.slice(0, 6)).toEqual(Array(6).fill(null));
    // x -3..2 modulo 2: 1, 0, 1, 0, 1, 0.
    expect(mosaic.tiles.slice(6).map((t) => t?.x)).toEqual([1, 0, 1, 0, 1, 0]);
  });
});

describe('tileUrl', () => {
  it('fills in a Leaflet-style template', () => {
    expect(tileUrl('/-/media/tiles/{z}/{x}/{y}.png', { z: 12, x: 2253, y: 1204 })).toBe('/-/media/tiles/12/2253/1204.png');
    expect(tileUrl('https://{s}.tiles.example/{z}/{x}/{y}{r}.png', { z: 1, x: 0, y: 1 })).toBe('https://a.tiles.example/1/0/1.png');
  });
});
