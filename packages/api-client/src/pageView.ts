import axios from 'axios';
import { pageViewEventSchema, type PageViewEvent } from '@showroom/contracts';

/**
 * Sends the page-view event (spec 1 §7: channel WEB, currency USD) to the BFF's personalization
 * route. The answer is not used and a failure is only debug-logged, so it never disturbs the page.
 */
export async function sendPageView(apiBase: string, event: Omit<PageViewEvent, 'channel' | 'currency'>, debug: (...args: unknown[]) => void = console.debug): Promise<void> {
  try {
    const body = pageViewEventSchema.parse({ channel: 'WEB', currency: 'USD', ...event });
    await axios.post(`${apiBase}/api/personalization/pageview`, body, { timeout: 10_000 });
  } catch (error) {
    debug('[personalization] page view not sent:', error instanceof Error ? error.message : error);
  }
}
