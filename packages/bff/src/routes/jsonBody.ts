import type { FastifyInstance } from 'fastify';

class BadJsonBody extends Error {
  readonly statusCode = 400;
}

// Keys that would reach an object's prototype if any code merged the body into another object.
function refusePrototypeKeys(key: string, value: unknown): unknown {
  if (key === '__proto__') throw new BadJsonBody('__proto__: a key of that name is refused');
  if (key === 'constructor' && value !== null && typeof value === 'object' && 'prototype' in value) throw new BadJsonBody('constructor.prototype: a key of that name is refused');
  return value;
}

/**
 * The BFF's JSON bodies: parsed as fastify does (400 for malformed JSON, the server's body limit), and a
 * body with a __proto__ or constructor.prototype key refused with a 400 that names it, where fastify's
 * own parser answers "Body is not valid JSON".
 */
export function safeJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(new BadJsonBody('the body is empty; JSON expected'), undefined);
    try {
      done(null, JSON.parse(text, refusePrototypeKeys));
    } catch (error) {
      done(error instanceof BadJsonBody ? error : new BadJsonBody('the body is not valid JSON'), undefined);
    }
  });
}
