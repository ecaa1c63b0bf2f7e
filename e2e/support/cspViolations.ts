import type { BrowserContext, Page } from '@playwright/test';

/** One `securitypolicyviolation` event as the page saw it. */
export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
  page: string;
}

/**
 * Records every Content-Security-Policy violation of every document of the context into `window.__cspViolations`
 * (an init script, so it listens before the page's first script runs). The event is composed, so violations in
 * an embed's shadow root reach the document's listener too.
 */
export async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __cspViolations: unknown[] }).__cspViolations = seen;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}`, sample: event.sample, page: location.href });
      },
      true,
    );
  });
}

/** The violations the page's current document recorded so far. */
export function cspViolations(page: Page): Promise<CspViolation[]> {
  return page.evaluate(() => ((window as unknown as { __cspViolations?: CspViolation[] }).__cspViolations ?? []).slice());
}

/** A violation as one line for an assertion's diff. */
export const describeViolation = (v: CspViolation): string => `${v.directive} blocked ${v.blocked || '(inline)'} at ${v.source} on ${v.page}${v.sample ? ` [${v.sample}]` : ''}`;
