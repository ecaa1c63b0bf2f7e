/** @jest-environment node */
import sharedModules from '@showroom/webpack-config/shared-modules.json';

// The bundle's own global: webpack's real require, here Node's (what the built host runs with).
(globalThis as unknown as { __non_webpack_require__: NodeJS.Require }).__non_webpack_require__ = require;
const { createSharedRequire } = require('./sharedModules') as typeof import('./sharedModules');

describe('shared modules of server bundles (issue 13: one list)', () => {
  const sharedRequire = createSharedRequire({ '@showroom/contracts': { marker: 'contracts' }, '@showroom/event-bus': { marker: 'bus' } });

  it('supplies every module the webpack factory keeps external, from the one list', () => {
    for (const id of [...sharedModules.singletons, ...sharedModules.serverOnly]) expect(() => sharedRequire(id)).not.toThrow();
    expect(sharedRequire('@showroom/contracts')).toEqual({ marker: 'contracts' });
    expect(sharedRequire('react')).toBe(require('react'));
  });

  it('refuses anything else', () => {
    expect(() => sharedRequire('left-pad')).toThrow('does not share');
  });
});
