import { callCheckedBff } from '@showroom/api-client';
import { SITE_CODE_VALUES } from '@showroom/contracts';
import { embedCheckedRoutes, type EmbedData } from '@showroom/contracts/bff-routes';
import { isTextsLanguage } from '@showroom/i18n/language-texts';
import { embedApiBase, embedParams } from './embedAttributes';

// An embed whose catalogue entry says data: 'host' makes one call for its data, GET /api/embed-data. The generated
// embed entry starts that call for the elements already in the page before it loads React and the module
// (prefetchHostData), so the answer travels beside the code instead of after it: on the partner page the car's
// picture, the largest paint, waited for code, then data, then the picture (issue 14). It imports nothing shared:
// the embed has not joined a share scope yet when it runs.

/** One element's data request: what the embed asks the host for. */
export interface HostDataRequest {
  /** The BFF's origin, as embedApiBase reads it from the element. */
  apiBase: string;
  /** The module's catalogue id, 'mfe-car-detail/CarDetail'. */
  module: string;
  site: string;
  language: string;
  /** The values of the attributes the catalogue names as the module's params, in order. */
  params: readonly string[];
}

/** An embeddable module of this build whose data the host loads: its tag and the attributes of its params. */
export interface HostDataEmbed {
  tag: string;
  module: string;
  params: readonly string[];
}

const started = new Map<string, Promise<EmbedData>>();
const SITE_CODES: readonly string[] = SITE_CODE_VALUES;
const keyOf = ({ apiBase, module, site, language, params }: HostDataRequest) => JSON.stringify([apiBase, module, site, language, params]);

function requestHostData({ apiBase, module, site, language, params }: HostDataRequest): Promise<EmbedData> {
  return callCheckedBff(embedCheckedRoutes.data, { query: { module, site, language, param: params } }, { apiBase });
}

/**
 * The host's answer for one element: the call prefetchHostData started for it, taken once (a remount asks again),
 * else a call of its own. Rejects as any BFF call does: the embed's placeholder.
 */
export function hostData(request: HostDataRequest): Promise<EmbedData> {
  const key = keyOf(request);
  const early = started.get(key);
  started.delete(key);
  return early ?? requestHostData(request);
}

/**
 * Starts the data call of every element of `embeds` already in the page whose site and locale attributes the embed
 * will use as they are (another locale falls back to the site's language, which only the mounted embed knows: that
 * element asks when it mounts).
 */
export function prefetchHostData(embeds: readonly HostDataEmbed[], doc: Document = document): void {
  for (const { tag, module, params } of embeds) {
    for (const element of doc.querySelectorAll(tag)) {
      const site = element.getAttribute('site') ?? '';
      const language = element.getAttribute('locale');
      if (!SITE_CODES.includes(site) || !isTextsLanguage(language)) continue;
      const request = { apiBase: embedApiBase(element), module, site, language, params: embedParams(element, params) };
      const key = keyOf(request);
      if (started.has(key)) continue;
      const answer = requestHostData(request);
      // Taken or not, a failure here is the mounted embed's to show, never an unhandled rejection.
      answer.catch(() => undefined);
      started.set(key, answer);
    }
  }
}
