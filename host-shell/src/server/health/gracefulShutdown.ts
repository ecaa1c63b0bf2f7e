export interface ShutdownOptions {
  /** How long in-flight requests get after the signal before the process exits anyway (SHUTDOWN_DEADLINE_MS). */
  deadlineMs: number;
  signals?: readonly NodeJS.Signals[];
  log?: (message: string) => void;
  exit?: (code: number) => void;
  proc?: Pick<NodeJS.Process, 'on'>;
}

/**
 * Stops the server gracefully on SIGTERM (and SIGINT): app.close() stops accepting connections at once, lets the
 * requests in flight finish (Fastify answers 503 with Connection: close to any new request on a kept-alive
 * connection), then runs the onClose hooks (the lead worker finishes its send and closes the database), and the
 * process exits 0. It exits 1 at the deadline if requests are still running, or at once on a second signal: an
 * operator who asks twice means it.
 */
export function exitGracefullyOnSignal(app: { close(): PromiseLike<unknown> }, options: ShutdownOptions): void {
  const { deadlineMs, signals = ['SIGTERM', 'SIGINT'], log = (m) => console.log(m), exit = (code) => process.exit(code), proc = process } = options;
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      log(`${signal} again: exiting now`);
      exit(1);
      return;
    }
    stopping = true;
    log(`${signal}: closing; in-flight requests have ${deadlineMs} ms`);
    const deadline = setTimeout(() => {
      log(`shutdown deadline of ${deadlineMs} ms passed with requests still running: exiting`);
      exit(1);
    }, deadlineMs);
    app.close().then(
      () => {
        clearTimeout(deadline);
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(deadline);
        log(`close failed: ${error instanceof Error ? error.message : String(error)}`);
        exit(1);
      },
    );
  };
  for (const signal of signals) proc.on(signal, stop);
}
