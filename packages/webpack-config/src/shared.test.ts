/** @jest-environment node */
import { browserShared, sharedFallbackChunks } from './shared.cjs';

const groups = sharedFallbackChunks().cacheGroups;
const inFallbacks = (resource: string) => groups.sharedFallbacks.test({ resource });
// A chunk as splitChunks sees it: async or not, and the types of the modules that start its chunk groups.
const chunk = (initial: boolean, ...starters: string[][]) => ({
  canBeInitial: () => initial,
  groupsIterable: starters.map((types) => ({ origins: types.map((type) => ({ module: { type } })) })),
});

describe('the shared modules of browser builds', () => {
  it('does not share zod itself (the contracts share the zod/mini functions they re-export), and shares eagerly only where asked (the host)', () => {
    expect(browserShared()).not.toHaveProperty('zod');
    expect(browserShared()).not.toHaveProperty('zod/mini');
    expect(browserShared({ eager: true }).react).toMatchObject({ singleton: true, eager: true });
    expect(browserShared().react).not.toHaveProperty('import');
  });

  it('leaves out what a build shares another way (the host lends embla on demand), and keeps the rest as they were', () => {
    const host = browserShared({ eager: true, except: ['embla-carousel-react'] });
    expect(host).not.toHaveProperty('embla-carousel-react');
    expect(Object.keys(host)).toEqual(Object.keys(browserShared()).filter((name) => name !== 'embla-carousel-react'));
    expect(host['react-dom']).toMatchObject({ singleton: true, eager: true });
    expect(browserShared()['embla-carousel-react']).toMatchObject({ singleton: true, eager: false });
  });

  it("groups the shared libraries' files, and nothing a remote imports for itself, into the fallback chunk", () => {
    for (const shared of [
      '/r/node_modules/react-dom/cjs/react-dom-client.production.js',
      '/r/node_modules/scheduler/index.js',
      '/r/node_modules/@emotion/styled/dist/emotion-styled.esm.js',
      // zod is not a shared module, but browser code reaches it only through the contracts (packages/contracts/src/z.ts).
      '/r/packages/contracts/src/z.ts',
      '/r/node_modules/zod/v4/mini/schemas.js',
      '/r/node_modules/zod/v4/core/schemas.js',
      '/r/packages/event-bus/src/index.ts',
      // rxjs's helpers: only the event bus's rxjs operators import them (a chunk of their own before, one more request).
      '/r/node_modules/tslib/tslib.es6.mjs',
      '/r/packages/i18n/src/messages/dictionary.ts',
      // Shared since the home page downloaded embla twice (the host's content carousel and mfe-search's car of the week).
      '/r/node_modules/embla-carousel-react/esm/embla-carousel-react.esm.js',
      '/r/node_modules/embla-carousel/esm/embla-carousel.esm.js',
      'C:\\r\\node_modules\\react-dom\\index.js',
    ]) expect([shared, inFallbacks(shared)]).toEqual([shared, true]);
    for (const own of [
      '/r/node_modules/react-hook-form/dist/index.esm.mjs',
      '/r/packages/contracts/src/bffRoutes/search.ts',
      // The contracts' root is bundled per build (tree-shaken); only its zod entry is shared.
      '/r/packages/contracts/src/car.ts',
      '/r/packages/contracts/src/index.ts',
      // contracts' own entries for one remote's upstream: the remote that imports one bundles it.
      '/r/packages/contracts/src/tirehotel.ts',
      '/r/packages/contracts/src/mechmate.ts',
      '/r/packages/contracts/src/codeweaver.ts',
      '/r/packages/contracts/src/jotform.ts',
      '/r/packages/contracts/src/vehicleMedia.ts',
      '/r/packages/ui/src/Modal.tsx',
      '/r/mfe-search/src/list/CarList.tsx',
      '',
    ]) expect([own, inFallbacks(own)]).toEqual([own, false]);
  });

  it("keeps zod's fallback in a chunk of its own, which wins over the fallback chunk, so an embed that checks its answers by hand starts without it", () => {
    const { zodFallback } = groups;
    expect(zodFallback.name).not.toBe(groups.sharedFallbacks.name);
    expect(zodFallback.priority).toBeGreaterThan(groups.sharedFallbacks.priority);
    for (const zod of ['/r/packages/contracts/src/z.ts', '/r/node_modules/zod/v4/mini/schemas.js', '/r/node_modules/zod/v4/core/core.js', 'C:\\r\\node_modules\\zod\\v4\\mini\\index.js']) expect([zod, zodFallback.test({ resource: zod })]).toEqual([zod, true]);
    for (const other of ['/r/packages/contracts/src/zod.ts', '/r/packages/contracts/src/index.ts', '/r/node_modules/react-dom/index.js', '/r/node_modules/zod-to-json/index.js', '']) expect([other, zodFallback.test({ resource: other })]).toEqual([other, false]);
  });

  it("puts what only shared modules' code imports in the fallback chunk too, files only, and never a page's own copy", () => {
    const { theirImports } = groups;
    expect(theirImports.name).toBe(groups.sharedFallbacks.name);
    const holds = theirImports.chunks as (c: ReturnType<typeof chunk>) => boolean;
    expect(holds(chunk(false, ['provide-module']))).toBe(true);
    expect(holds(chunk(false, ['consume-shared-module'], ['provide-module']))).toBe(true);
    // A page's chunk that also holds the module (the car detail's contact form and the contracts' contact rules) keeps it.
    expect(holds(chunk(false, ['provide-module'], ['javascript/auto']))).toBe(false);
    expect(holds(chunk(false, ['javascript/auto']))).toBe(false);
    expect(holds(chunk(true, ['provide-module']))).toBe(false);
    expect(holds(chunk(false))).toBe(false);
    // A consume stub moved beside its own fallback would wait on itself: the embed never started (tried).
    expect(theirImports.test({ resource: '/r/packages/contracts/src/bus.ts' })).toBe(true);
    expect(theirImports.test({ type: 'consume-shared-module' })).toBe(false);
  });
});
