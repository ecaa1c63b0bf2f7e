/** One thing the host needs to serve pages, checked cheaply: resolves when it answers, rejects with why not. */
export interface ReadinessProbe {
  name: string;
  check: () => Promise<void>;
}

export interface ReadinessReport {
  ready: boolean;
  /** Each probe: 'ok', or what is wrong. */
  checks: Record<string, string>;
}

/**
 * Runs every probe at most once per `cacheMs` (concurrent asks share one run), so a load balancer polling /readyz
 * every second from many places costs the upstreams one cheap call per probe per few seconds.
 */
export function createReadiness(probes: readonly ReadinessProbe[], cacheMs: number, now: () => number = Date.now) {
  let last: { at: number; report: ReadinessReport } | undefined;
  let running: Promise<ReadinessReport> | undefined;

  async function run(): Promise<ReadinessReport> {
    const results = await Promise.all(
      probes.map(async (probe) => {
        try {
          await probe.check();
          return [probe.name, 'ok'] as const;
        } catch (error) {
          return [probe.name, error instanceof Error ? error.message : String(error)] as const;
        }
      }),
    );
    const report = { ready: results.every(([, result]) => result === 'ok'), checks: Object.fromEntries(results) };
    last = { at: now(), report };
    return report;
  }

  return {
    check(): Promise<ReadinessReport> {
      if (last && now() - last.at < cacheMs) return Promise.resolve(last.report);
      running ??= run().finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}
export type Readiness = ReturnType<typeof createReadiness>;
