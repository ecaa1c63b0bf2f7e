/** @jest-environment node */
import path from 'node:path';
import { buildCache } from './buildCache.cjs';

const dir = path.join(path.sep, 'r', 'mfe-dealers');
const withEnv = (env: Record<string, string | undefined>, run: () => void) => {
  const saved = { SHOWROOM_BUILD_CACHE: process.env.SHOWROOM_BUILD_CACHE, SHOWROOM_OUT_DIR: process.env.SHOWROOM_OUT_DIR };
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  try {
    run();
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
};

describe("a build's persistent webpack cache", () => {
  it('is off unless SHOWROOM_BUILD_CACHE=on: a cold build pays for writing it', () => {
    withEnv({ SHOWROOM_BUILD_CACHE: undefined, SHOWROOM_OUT_DIR: undefined }, () => {
      expect(buildCache({ dir, name: 'web', mode: 'production' })).toEqual({});
    });
    withEnv({ SHOWROOM_BUILD_CACHE: 'off', SHOWROOM_OUT_DIR: undefined }, () => {
      expect(buildCache({ dir, name: 'web', mode: 'production' })).toEqual({});
    });
  });

  it("keeps each compilation's cache apart in the package's node_modules/.cache, invalidated by webpack-config and the lockfile", () => {
    withEnv({ SHOWROOM_BUILD_CACHE: 'on', SHOWROOM_OUT_DIR: undefined }, () => {
      const web = buildCache({ dir, name: 'web', mode: 'production' }).cache;
      const server = buildCache({ dir, name: 'server', mode: 'production' }).cache;
      expect(web).toMatchObject({ type: 'filesystem', cacheDirectory: path.join(dir, 'node_modules/.cache/webpack'), name: 'web-production' });
      expect(server?.name).toBe('server-production');
      const dependencies = web?.buildDependencies.showroom ?? [];
      // webpack reads a trailing separator as a folder: the whole of webpack-config's src/.
      expect(dependencies).toContain(`${__dirname}${path.sep}`);
      expect(dependencies).toContain(path.resolve(__dirname, '../../../package-lock.json'));
    });
  });

  it('is never used by a development build or a build written elsewhere (the deploy test)', () => {
    withEnv({ SHOWROOM_BUILD_CACHE: 'on', SHOWROOM_OUT_DIR: undefined }, () => {
      expect(buildCache({ dir, name: 'web', mode: 'development' })).toEqual({});
    });
    withEnv({ SHOWROOM_BUILD_CACHE: 'on', SHOWROOM_OUT_DIR: '/tmp/elsewhere' }, () => {
      expect(buildCache({ dir, name: 'web', mode: 'production' })).toEqual({});
    });
  });
});
