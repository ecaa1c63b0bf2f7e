import { getEventBus } from '@showroom/event-bus';

/** Logs a remote failure with its name and version and reports it on the data layer. */
export function reportRemoteFailure(remote: string, version: string, stage: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  // A warning, not an error: the page handled it, and the slot shows the placeholder.
  console.warn(`[remote] ${remote}@${version} failed (${stage}): ${message}`);
  if (typeof window !== 'undefined') {
    getEventBus().emit('dataLayer', { event: 'remote_error', remote, version, stage, message: message.slice(0, 500) });
  }
}
