import { z } from 'zod';

export const upstreamSchema = z.enum(['search', 'content', 'comhub', 'places', 'mechmate', 'tirehotel', 'media', 'codeweaver', 'jotform', 'vehiclemedia', 'personalization']);
export type Upstream = z.infer<typeof upstreamSchema>;

export const faultSchema = z.object({
  upstream: upstreamSchema,
  mode: z.enum(['error', 'timeout', 'empty']),
  status: z.number().int().min(400).max(599).default(503),
});
export type Fault = z.infer<typeof faultSchema>;

/** The fault switch: at most one fault per upstream. */
export class FaultSwitch {
  private readonly faults = new Map<Upstream, Fault>();

  /** Sets (or replaces) an upstream's fault. */
  set(fault: Fault): void {
    this.faults.set(fault.upstream, fault);
  }
  /** Clears one upstream's fault, or all. */
  clear(upstream?: Upstream): void {
    if (upstream) this.faults.delete(upstream);
    else this.faults.clear();
  }
  /** The fault of an upstream, if any. */
  get(upstream: Upstream): Fault | undefined {
    return this.faults.get(upstream);
  }
  /** All active faults. */
  list(): Fault[] {
    return [...this.faults.values()];
  }
}

const PREFIXES: readonly (readonly [string, Upstream])[] = [
  ['/search/', 'search'],
  ['/edge/', 'content'],
  ['/comhub/', 'comhub'],
  ['/places/', 'places'],
  ['/mechmate/', 'mechmate'],
  ['/tirehotel/', 'tirehotel'],
  ['/media/', 'media'],
  ['/codeweaver/', 'codeweaver'],
  ['/jotform/', 'jotform'],
  ['/vehicle-media/', 'vehiclemedia'],
  ['/personalization/', 'personalization'],
];

/** The upstream a request path belongs to. */
export function upstreamOf(path: string): Upstream | undefined {
  return PREFIXES.find(([prefix]) => path.startsWith(prefix))?.[1];
}
