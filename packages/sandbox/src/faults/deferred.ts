import type { FastifyRequest } from 'fastify';
import type { ApplyFaultOptions } from './apply';
import type { Fault } from './faults';

/** A fault the onRequest hook could not apply yet, with how to apply it. */
export interface DeferredFault {
  fault: Fault & { operation: string };
  options: ApplyFaultOptions;
}

// Keyed by the raw request, so an entry goes away with its request.
const deferred = new WeakMap<object, DeferredFault>();

/** Leaves a fault on one operation to the route: onRequest runs before the body that names the operation is read. */
export function deferFault(request: FastifyRequest, fault: Fault, options: ApplyFaultOptions): void {
  if (fault.operation === undefined) return;
  deferred.set(request.raw, { fault: { ...fault, operation: fault.operation }, options });
}

/** The fault left to the route for this request, if any. */
export function deferredFault(request: FastifyRequest): DeferredFault | undefined {
  return deferred.get(request.raw);
}
