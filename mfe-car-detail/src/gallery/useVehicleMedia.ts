import { useEffect, useRef, useState } from 'react';
import { callCheckedBff } from '@showroom/api-client';
import { vehicleMediaRegNoCheck } from '@showroom/contracts';
import type { VehicleMedia } from '@showroom/contracts/vehicle-media';
import { vehicleMediaCheckedRoutes } from '@showroom/contracts/bff-routes';

/** Loads a car's media by its normalised registration; rejects on any failure. */
export type VehicleMediaFetcher = (regNo: string, signal: AbortSignal) => Promise<VehicleMedia>;

export type VehicleMediaState =
  | { status: 'none' } // no usable regNo: nothing to ask
  | { status: 'loading' }
  | { status: 'loaded'; media: VehicleMedia }
  | { status: 'failed' };

/**
 * The BFF's vehicle media route, its answer checked against the contract by hand: the gallery asks as it mounts, and
 * a zod schema here would load zod on every car detail page (issue 14).
 */
export function createVehicleMediaFetcher(apiBase: string): VehicleMediaFetcher {
  return (regNo, signal) => callCheckedBff(vehicleMediaCheckedRoutes.media, { params: { regNo } }, { apiBase, signal });
}

/** The registration as the media service takes it, or null when it cannot be one. */
export function mediaRegNo(regNo: string | null | undefined): string | null {
  if (!regNo) return null;
  const parsed = vehicleMediaRegNoCheck.safeParse(regNo);
  return parsed.success ? parsed.data : null;
}

/**
 * The car's vehicle media. A failure is only a state: the gallery then shows its plain images
 * (spec 2 §8 "Media-service failure"), so nothing is thrown or shown.
 */
export function useVehicleMedia(regNo: string | null | undefined, fetcher: VehicleMediaFetcher): VehicleMediaState {
  const normalised = mediaRegNo(regNo);
  const [state, setState] = useState<VehicleMediaState>(normalised ? { status: 'loading' } : { status: 'none' });
  // The latest fetcher without refetching when a caller passes a new function each render.
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;

  useEffect(() => {
    if (!normalised) {
      setState({ status: 'none' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetcherRef.current(normalised, controller.signal).then(
      (media) => {
        if (!controller.signal.aborted) setState({ status: 'loaded', media });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [normalised]);

  return state;
}
