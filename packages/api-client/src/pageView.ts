import { pageViewEventSchema, type PageViewEvent } from '@showroom/contracts';
import { personalizationRoutes } from '@showroom/contracts/bff-routes';
import { callBff } from './bff/callBff';

/**
 * Sends the page-view event (spec 1 §7: channel WEB, currency USD) to the BFF's personalization
 * route. The answer is not used and a failure is only debug-logged, so it never disturbs the page.
 */
export async function sendPageView(apiBase: string, event: Omit<PageViewEvent, 'channel' | 'currency'>, debug: (...args: unknown[]) => void = console.debug): Promise<void> {
  try {
    // Checked before it leaves, so a bad event is never sent.
    const body = pageViewEventSchema.parse({ channel: 'WEB', currency: 'USD', ...event });
    await callBff(personalizationRoutes.pageView, { body }, { apiBase, timeout: 10_000 });
  } catch (error) {
    debug('[personalization] page view not sent:', error instanceof Error ? error.message : error);
  }
}
