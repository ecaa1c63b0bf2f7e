// One jest setup for every workspace: @swc/jest because TypeScript 7 exposes no compiler API (PITFALLS.md).
const path = require('node:path');

/** Jest config for a workspace; `env` is 'node' or 'jsdom'. */
module.exports = function jestConfig(dir, env = 'node') {
  return {
    rootDir: dir,
    testEnvironment: env,
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/bin/**/*.test.ts'],
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
    transformIgnorePatterns: ['/node_modules/(?!(@showroom)/)'],
    setupFilesAfterEnv: env === 'jsdom' ? [path.join(__dirname, 'jest.setup.dom.cjs')] : [],
  };
};
