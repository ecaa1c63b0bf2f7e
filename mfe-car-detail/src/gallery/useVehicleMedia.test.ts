import { act, renderHook, waitFor } from '@testing-library/react';
import { fakeBff } from '@showroom/test-kit';
import type { VehicleMedia } from '@showroom/contracts/vehicle-media';
import { createVehicleMediaFetcher, mediaRegNo, useVehicleMedia, type VehicleMediaFetcher } from './useVehicleMedia';

const MEDIA: VehicleMedia = { videoUrl: null, images360: ['/-/media/cars/7/360/1.webp'], internal360: [], hasVideo: false, has360: true, hasInternal360: false };

describe('mediaRegNo', () => {
  it('normalises like the media service and refuses what cannot be a registration', () => {
    expect(mediaRegNo('abc 123')).toBe('ABC123');
    expect(mediaRegNo('A')).toBeNull(); // under 2 characters
    expect(mediaRegNo('ABC-123')).toBeNull(); // a dash is not a letter or digit
    expect(mediaRegNo('')).toBeNull();
    expect(mediaRegNo(null)).toBeNull();
    expect(mediaRegNo(undefined)).toBeNull();
  });
});

describe('createVehicleMediaFetcher', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks the BFF under apiBase and parses the answer', async () => {
    const bff = fakeBff(() => ({ status: 200, body: MEDIA }));
    const fetcher = createVehicleMediaFetcher('http://localhost:8080');
    await expect(fetcher('ABC123', new AbortController().signal)).resolves.toEqual(MEDIA);
    expect(bff).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', url: 'http://localhost:8080/api/autos-on-show/ABC123', headers: expect.objectContaining({ accept: 'application/json' }) }));
  });

  it('rejects a failed status and an answer out of contract', async () => {
    fakeBff(() => ({ status: 502, body: { error: 'x' } }));
    await expect(createVehicleMediaFetcher('')('ABC123', new AbortController().signal)).rejects.toThrow('answered 502');
    fakeBff(() => ({ status: 200, body: { ...MEDIA, images360: 'x' } }));
    await expect(createVehicleMediaFetcher('')('ABC123', new AbortController().signal)).rejects.toThrow();
  });
});

describe('useVehicleMedia', () => {
  it('asks nothing without a usable regNo', () => {
    const fetcher = jest.fn<ReturnType<VehicleMediaFetcher>, Parameters<VehicleMediaFetcher>>();
    const { result } = renderHook(() => useVehicleMedia(null, fetcher));
    expect(result.current).toEqual({ status: 'none' });
    renderHook(() => useVehicleMedia('A', fetcher));
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('loads the media by the normalised regNo', async () => {
    const fetcher = jest.fn<ReturnType<VehicleMediaFetcher>, Parameters<VehicleMediaFetcher>>().mockResolvedValue(MEDIA);
    const { result } = renderHook(() => useVehicleMedia('abc 123', fetcher));
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ status: 'loaded', media: MEDIA }));
    expect(fetcher.mock.calls[0]?.[0]).toBe('ABC123');
  });

  it('turns a failure into the failed state, without throwing', async () => {
    const fetcher = jest.fn<ReturnType<VehicleMediaFetcher>, Parameters<VehicleMediaFetcher>>().mockRejectedValue(new Error('502'));
    const { result } = renderHook(() => useVehicleMedia('ABC123', fetcher));
    await waitFor(() => expect(result.current).toEqual({ status: 'failed' }));
  });

  it('does not ask again when the caller passes a new fetcher each render', async () => {
    const calls: string[] = [];
    const { result, rerender } = renderHook(() => useVehicleMedia('ABC123', async (regNo) => (calls.push(regNo), MEDIA)));
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    rerender();
    rerender();
    expect(calls).toEqual(['ABC123']);
  });

  it('drops an answer that comes after the regNo changed', async () => {
    let resolveFirst: (media: VehicleMedia) => void = () => undefined;
    const fetcher: VehicleMediaFetcher = (regNo) => (regNo === 'AAA111' ? new Promise((resolve) => (resolveFirst = resolve)) : Promise.reject(new Error('down')));
    const { result, rerender } = renderHook(({ regNo }) => useVehicleMedia(regNo, fetcher), { initialProps: { regNo: 'AAA111' } });
    rerender({ regNo: 'BBB222' });
    await waitFor(() => expect(result.current).toEqual({ status: 'failed' }));
    await act(async () => resolveFirst(MEDIA));
    expect(result.current).toEqual({ status: 'failed' });
  });
});
