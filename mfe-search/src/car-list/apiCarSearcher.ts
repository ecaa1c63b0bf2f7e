import { carCardSchema, type ShowroomApi } from '@showroom/contracts';
import type { CarSearcher } from './carSearcher';

/** Car searches through a ShowroomApi (the server's in-process BFF), each card parsed with carCardSchema. */
export const apiCarSearcher =
  (api: Pick<ShowroomApi, 'search'>): CarSearcher =>
  (request) =>
    api.search(request, carCardSchema);
