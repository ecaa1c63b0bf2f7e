// One jest setup for every workspace: @swc/jest because TypeScript 7 exposes no compiler API (PITFALLS.md).
const path = require('node:path');

/** Jest config for a workspace; `env` is 'node' or 'jsdom'. */
module.exports = function jestConfig(dir, env = 'node') {
  return {
    rootDir: dir,
    testEnvironment: env,
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/src/**/*.test.cjs', '<rootDir>/bin/**/*.test.ts'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // cookie (used by fastify's inject) ships ESM only, so it is transformed like our own sources.
    transformIgnorePatterns: ['/node_modules/(?!(@showroom|cookie)/)'],
    // The build constants webpack defines for remotes (packages/webpack-config/src/remote.cjs).
    globals: { __REMOTE_NAME__: 'test-remote', __REMOTE_VERSION__: '0.0.0-test', __BUILD_ID__: '' },
    setupFiles: [path.join(__dirname, 'jest.setup.zod.cjs')],
    setupFilesAfterEnv: env === 'jsdom' ? [path.join(__dirname, 'jest.setup.dom.cjs')] : [],
  };
};
