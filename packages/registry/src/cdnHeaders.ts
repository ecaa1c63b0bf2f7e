import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';

/**
 * The CDN serves remote code and JSON to other origins, never a page: its policy lets a file opened as a document
 * do nothing (default-src 'none': no script, style, frame or plugin, and no nonce, since no document of its own
 * runs anything), and nobody may frame it. Cross-Origin-Resource-Policy is cross-origin, as host pages and
 * partners load these scripts with no-cors <script> tags. HSTS is sent always: this server has no proxy setting
 * to know the visitor's scheme, and browsers ignore the header on a plain-http answer (RFC 6797 §8.1).
 */
export const CDN_CONTENT_SECURITY_POLICY = {
  'default-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** Powerful features off for anything the CDN serves. */
export const CDN_PERMISSIONS_POLICY = 'geolocation=(), camera=(), microphone=(), payment=(), usb=()';

/**
 * Headers on every answer of the CDN: the security headers (docs/security.md "Headers and policies"), and Vary,
 * since a file is served as its .br, .gz or plain copy by Accept-Encoding and @fastify/static does not say so
 * (a cache in front would otherwise hand brotli to a browser that asked for gzip).
 */
export async function cdnHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CDN_CONTENT_SECURITY_POLICY },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.setHeader('permissions-policy', CDN_PERMISSIONS_POLICY);
    reply.raw.setHeader('vary', 'accept-encoding');
  });
}
