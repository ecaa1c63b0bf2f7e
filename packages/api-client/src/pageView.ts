import { PAGE_VIEW_PATH, pageViewEventCheck, type PageViewEvent } from '@showroom/contracts';
import { bffHttp } from './bff/bffHttp';

/**
 * Sends the page-view event (spec 1 §7: channel WEB, currency USD) to the BFF's personalization
 * route. The answer is not used and a failure is only debug-logged, so it never disturbs the page.
 */
export async function sendPageView(apiBase: string, event: Omit<PageViewEvent, 'channel' | 'currency'>, debug: (...args: unknown[]) => void = console.debug): Promise<void> {
  // Checked before it leaves, so a bad event is never sent; by the contracts' zod-free check, as every page sends
  // one and most load no zod (the BFF parses what arrives with pageViewEventSchema).
  const checked = pageViewEventCheck.safeParse({ channel: 'WEB', currency: 'USD', ...event });
  if (!checked.success) {
    debug('[personalization] page view not sent:', checked.error.message);
    return;
  }
  try {
    // Straight through the BFF transport rather than callBff: the route's 204 needs no parsing, and callBff's
    // route description is made of zod schemas.
    const { status } = await bffHttp.transport({ method: 'POST', url: `${apiBase}${PAGE_VIEW_PATH}`, body: checked.data, headers: { accept: 'application/json' }, timeoutMs: 10_000 });
    if (status < 200 || status >= 300) debug('[personalization] page view not sent:', `POST ${PAGE_VIEW_PATH} answered ${status}`);
  } catch (error) {
    debug('[personalization] page view not sent:', error instanceof Error ? error.message : error);
  }
}
