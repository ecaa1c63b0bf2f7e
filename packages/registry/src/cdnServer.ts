import fs from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { safeRelativePath, urlInside } from '@showroom/contracts/upstream-path';
import { cdnHeaders } from './cdnHeaders';
import { cdnDir } from './config';
import { readRegistryFile } from './registryStore';

// Files whose names do not change between versions must be revalidated; hashed chunks never change.
const UNCACHED = /(registry\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|container\.js|embed\.js|server\/index\.js)$/;

// Under /current/, these redirect to the version's own URL: a consumer of the manifest resolves the rest
// beside it, and the host fetches a server bundle by its versioned URL (its digest is the version's).
const REDIRECTED = /(mf-manifest\.json|mf-stats\.json|server\/index\.js)$/;

const isFile = (file: string) => fs.stat(file).then((stat) => stat.isFile(), () => false);

/** The local CDN: serves immutable remote builds and the registry over HTTP, open to every origin. */
export async function createCdnServer(root = cdnDir()): Promise<FastifyInstance> {
  await fs.mkdir(root, { recursive: true });
  const app = Fastify({ logger: false });
  // Security headers and Vary on every answer (issue 20).
  await cdnHeaders(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Cache-Control', UNCACHED.test(request.url.split('?')[0] ?? '') ? 'no-cache' : 'public, max-age=31536000, immutable');
  });
  // A stable URL for partners: /<remote>/current/<file>. The manifest and the server bundle redirect to the
  // version the registry points at. Other files are served as they are, so an embed loaded from
  // /current/embed.js (its public path is where its script tag pointed) gets itself and its chunks in one request
  // each: a redirect for each had doubled the partner page's requests (issue 14). embed.js and remoteEntry.js
  // come from the current version (revalidated: no-cache); a content-hashed chunk, same name same bytes, from
  // the current version or an earlier one (a page that loaded before a deploy still gets its chunks).
  app.get<{ Params: { remote: string; '*': string } }>('/:remote/current/*', async (request, reply) => {
    const entry = (await readRegistryFile(path.join(root, 'registry.json'))).remotes[request.params.remote];
    if (!entry) return reply.code(404).send({ error: `no remote ${request.params.remote}` });
    // The file part is the visitor's: it may only name a file below the version's folder, never
    // '//evil.example' or an encoded '..' that would turn this into an open redirect.
    const raw = request.url.split('?')[0]!.slice(`/${request.params.remote}/current/`.length);
    const file = safeRelativePath(raw);
    if (file === null) return reply.code(404).send({ error: 'no such file' });
    if (REDIRECTED.test(file)) {
      const target = urlInside(new URL('.', entry.manifest).toString(), file);
      if (!target) return reply.code(404).send({ error: 'no such file' });
      return reply.redirect(target.toString(), 302);
    }
    const versions = UNCACHED.test(file) ? [entry] : [entry, ...entry.history];
    for (const pointer of versions) {
      const target = urlInside(new URL('.', pointer.manifest).toString(), file);
      const onDisk = target && safeRelativePath(target.pathname.slice(1));
      if (onDisk && (await isFile(path.join(root, onDisk)))) return reply.sendFile(onDisk);
    }
    return reply.code(404).send({ error: 'no such file' });
  });
  // Remote builds carry .br and .gz beside each text file (webpack-config precompress.cjs): served as the browser accepts.
  await app.register(fastifyStatic, { root, preCompressed: true, cacheControl: false, etag: true, lastModified: true, allowedPath: (pathName) => !pathName.endsWith('.map') });
  return app;
}
