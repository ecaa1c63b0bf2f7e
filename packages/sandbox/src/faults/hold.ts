/** Holds a request until the timeout, the client going away (its response closing), or the server closing (a release in `pending`). */
export function hold(raw: NodeJS.EventEmitter, ms: number, pending: Set<() => void>): Promise<void> {
  return new Promise((resolve) => {
    const release = () => {
      clearTimeout(timer);
      raw.off('close', release);
      pending.delete(release);
      resolve();
    };
    const timer = setTimeout(release, ms);
    raw.once('close', release);
    pending.add(release);
  });
}
