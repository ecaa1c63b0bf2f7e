import type { FastifyInstance } from 'fastify';

class BadJsonBody extends Error {
  readonly statusCode = 400;
}

/** Deepest nesting of arrays and objects a body may have: the BFF's contracts go 5 deep; deeper is an attack on the parser or the schemas. */
export const MAX_JSON_DEPTH = 20;

/** Body limit of a JSON route that names none (bytes): the largest contract body (a search with facets) is a few kB. Forms name their own (formBodyLimit.ts). */
export const JSON_BODY_LIMIT = 32 * 1024;

// Keys that would reach an object's prototype if any code merged the body into another object.
function refusePrototypeKeys(key: string, value: unknown): unknown {
  if (key === '__proto__') throw new BadJsonBody('__proto__: a key of that name is refused');
  if (key === 'constructor' && value !== null && typeof value === 'object' && 'prototype' in value) throw new BadJsonBody('constructor.prototype: a key of that name is refused');
  return value;
}

/**
 * True when the JSON text nests arrays and objects deeper than `max`: one pass over the characters, skipping
 * strings, before JSON.parse builds anything (a body of 30,000 '[' would otherwise be parsed, then walked).
 */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * The BFF's JSON bodies: parsed as fastify does (400 for malformed JSON, the route's body limit), a body nested
 * deeper than MAX_JSON_DEPTH refused with 400, and a body with a __proto__ or constructor.prototype key refused
 * with a 400 that names it, where fastify's own parser answers "Body is not valid JSON". A route that names no
 * body limit gets JSON_BODY_LIMIT (413 past it).
 */
export function safeJsonBodies(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= JSON_BODY_LIMIT;
  });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(new BadJsonBody('the body is empty; JSON expected'), undefined);
    if (jsonDeeperThan(text, MAX_JSON_DEPTH)) return done(new BadJsonBody(`the body is nested deeper than ${MAX_JSON_DEPTH} levels`), undefined);
    try {
      done(null, JSON.parse(text, refusePrototypeKeys));
    } catch (error) {
      done(error instanceof BadJsonBody ? error : new BadJsonBody('the body is not valid JSON'), undefined);
    }
  });
}
