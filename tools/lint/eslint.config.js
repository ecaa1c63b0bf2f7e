// The repo's lint rules: typescript-eslint's recommended set, the rules of hooks, and the import
// boundaries of docs/decisions.md ("Composition"). Run from the root by `npm run lint` (and `npm test`).
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-search', 'mfe-car-detail', 'mfe-dealers', 'mfe-service-booking', 'mfe-kits', 'mfe-tirehotel', 'mfe-forms'];

// Another package's insides are not its interface: import the package, never its src/.
const noPackageInsides = { regex: '^@showroom/[^/]+/src(/|$)', message: "Import the package's entry, not its src/ files." };
// Classic zod's schemas carry every method, so a bundle takes all of it (28 kB gzip a page); browser code takes the
// zod/mini functions the contracts share (`import { z } from '@showroom/contracts'`, packages/contracts/src/z.ts), so
// a page holds one copy (issue 14, docs/decisions.md). Servers may import zod/mini itself.
const onlyZodMini = { regex: '^zod(/v4(/classic)?)?$', message: 'Import zod/mini (servers) or { z } from @showroom/contracts (browser code): classic zod cannot be tree-shaken.' };
const zodThroughContracts = { regex: '^zod(/|$)', message: "Browser code takes { z } from '@showroom/contracts' (packages/contracts/src/z.ts): one copy of zod a page." };
const noRemoteFrom = (self) => ({
  regex: `(^|/)(${REMOTES.filter((r) => r !== self).join('|')})(/|$)`,
  message: 'A remote never imports another remote: share through a package or the event bus.',
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.showroom/**', '.cdn/**', '**/.showroom-test/**', '**/coverage/**', 'tools/lint/**', 'e2e/test-results/**', 'e2e/playwright-report/**', '**/*.d.ts.map'],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `interface Theme extends ShowroomTheme {}` is how emotion's theme type is augmented.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // packages/ui's index references its emotion augmentation by path, so every consumer compiles with it.
      '@typescript-eslint/triple-slash-reference': ['error', { path: 'always', types: 'prefer-import', lib: 'always' }],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', { patterns: [noPackageInsides, onlyZodMini] }],
    },
  },
  {
    // Tests load built CommonJS bundles by path (a server bundle, a generated remote), where require is the point.
    files: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [noPackageInsides, zodThroughContracts, noRemoteFrom(remote)] }] },
  })),
  {
    // The host's browser code and the packages the browser runs.
    files: ['host-shell/src/**/*.{ts,tsx}', 'packages/{api-client,event-bus,mfe-runtime,i18n,cars,sites}/src/**/*.{ts,tsx}'],
    ignores: ['host-shell/src/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noPackageInsides, zodThroughContracts] }] },
  },
  {
    // The design system knows no domain: no contracts, cars, sites, i18n, bus or runtime.
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [noPackageInsides, zodThroughContracts, { regex: '^@showroom/(?!ui$)', message: 'packages/ui imports no domain package.' }, { regex: '(^|/)(mfe-[a-z-]+|host-shell)(/|$)', message: 'packages/ui imports no app.' }],
      }],
    },
  },
  {
    // The contracts are schemas both sides parse with: zod (through ./z, or zod/mini in z.ts and the servers' English
    // messages) and each other, nothing else.
    files: ['packages/contracts/src/**/*.ts'],
    ignores: ['packages/contracts/src/**/*.test.ts', 'packages/contracts/src/**/testing/**'],
    rules: {
      // bffRoutes (the ./bff-routes entry, outside the shared singleton) and the domain entries (./tirehotel...) read the
      // shared schemas by the package's own name, and bffRoutes reads a domain entry by its name.
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod/mini$|zod/locales$|\\.{1,2}/|@showroom/contracts(/[a-z-]+)?$)', message: 'packages/contracts imports only zod/mini (and its English locale for servers).' }] }],
    },
  },
);

