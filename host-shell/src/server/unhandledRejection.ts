/**
 * Logs a stray rejected promise (a remote's loadData, a timer) instead of letting Node's default
 * (exit on an unhandled rejection) take the host down for every visitor.
 */
export function keepRunningOnUnhandledRejection(proc: Pick<NodeJS.Process, 'on'> = process, log: (message: string) => void = console.error): void {
  proc.on('unhandledRejection', (reason: unknown) => {
    log(`[host] unhandled rejection, the host keeps running: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`);
  });
}
