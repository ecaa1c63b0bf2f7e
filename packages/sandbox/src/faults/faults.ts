import * as z from 'zod/mini';
import { contentSchema } from '../content/schema';

export const upstreamSchema = z.enum(['search', 'content', 'comhub', 'places', 'mechmate', 'tirehotel', 'media', 'codeweaver', 'jotform', 'vehiclemedia', 'personalization']);
export type Upstream = z.infer<typeof upstreamSchema>;

/**
 * Fault modes. The issue names fail (5xx), slow (past the BFF's timeout) and malformed (200 with a
 * body that does not parse); error and timeout are the older names of fail and slow, kept because
 * the end-to-end suite and the docs use them. empty answers a valid, empty answer.
 */
export const FAULT_MODES = ['fail', 'slow', 'malformed', 'error', 'timeout', 'empty'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

/** How a malformed answer is broken: JSON that does not parse, or JSON of the wrong shape. */
export const MALFORMED_KINDS = ['invalid-json', 'wrong-shape'] as const;
export type MalformedKind = (typeof MALFORMED_KINDS)[number];

/** The content graph's top-level fields, the operations a content fault can be narrowed to. */
export const CONTENT_OPERATIONS: readonly string[] = Object.keys(contentSchema.getQueryType()?.getFields() ?? {});

/** The finance calls a codeweaver fault can be narrowed to: the last segment of /codeweaver/{operation}. */
export const CODEWEAVER_OPERATIONS: readonly string[] = ['default', 'cfd', 'legal'];

export const faultSchema = z.object({
    upstream: upstreamSchema,
    mode: z.enum(FAULT_MODES),
    status: z._default(z.number().check(z.int()).check(z.gte(400)).check(z.lte(599)), 503),
    malformed: z._default(z.enum(MALFORMED_KINDS), 'invalid-json'),
    /**
     * Narrows the fault to one operation: a top-level field of the content graph (e.g.
     * articleNeighbours), or one codeweaver call (default, cfd, legal), so the others still answer.
     */
    operation: z.optional(z.string()),
    /** The share of calls the fault fires on, at random (0..1): 0.5 fails about every other call. */
    rate: z._default(z.number().check(z.gte(0)).check(z.lte(1)), 1),
  }).check(z.superRefine((fault, context) => {
    if (fault.operation === undefined) return;
    // A misspelt operation would silently never fire, so it is refused up front.
    if (fault.upstream === 'codeweaver') {
      if (!CODEWEAVER_OPERATIONS.includes(fault.operation)) context.addIssue({ code: 'custom', path: ['operation'], message: `not a codeweaver call; one of ${CODEWEAVER_OPERATIONS.join(', ')}` });
    } else if (fault.upstream !== 'content') context.addIssue({ code: 'custom', path: ['operation'], message: 'only a content or codeweaver fault can name an operation' });
    else if (!CONTENT_OPERATIONS.includes(fault.operation)) {
      context.addIssue({ code: 'custom', path: ['operation'], message: `not a content graph field; one of ${CONTENT_OPERATIONS.join(', ')}` });
    }
  }));
export type Fault = z.infer<typeof faultSchema>;

/** The behaviour a mode stands for: aliases folded onto the issue's names. */
export function canonicalMode(mode: FaultMode): 'fail' | 'slow' | 'malformed' | 'empty' {
  if (mode === 'error') return 'fail';
  if (mode === 'timeout') return 'slow';
  return mode;
}

/** The fault switch: at most one fault per upstream. */
export class FaultSwitch {
  private readonly faults = new Map<Upstream, Fault>();

  /** `random` decides whether a fault with a rate below 1 fires on a call (seeded in tests). */
  constructor(private readonly random: () => number = Math.random) {}

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
  /** The fault of an upstream if it fires on this call: always at rate 1, never at 0, else on that share at random. */
  firing(upstream: Upstream): Fault | undefined {
    const fault = this.faults.get(upstream);
    if (!fault || fault.rate >= 1) return fault;
    return this.random() < fault.rate ? fault : undefined;
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

/** The upstream a request path belongs to (the bare prefix counts too: jotform is POST /jotform). */
export function upstreamOf(path: string): Upstream | undefined {
  return PREFIXES.find(([prefix]) => path.startsWith(prefix) || path === prefix.slice(0, -1))?.[1];
}
