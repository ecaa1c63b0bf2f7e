// The host's MF runtime plugin that lends its runtime core to the remotes' containers, which are built without one
// (`experiments.externalRuntime`, externalRuntime.cjs). It does what MF's provideExternalRuntime does, but imports the
// core as the bundler runtime does (ESM), so the page holds one copy instead of its CommonJS twin (+22 kB gzip).
import * as runtimeCore from '@module-federation/runtime-core';
import { lendRuntimeCore } from './lendRuntimeCore.mjs';

/** The runtime plugin: lends the core before the host's instance is created, so before any remote loads. */
export default function provideRuntimeCore() {
  return {
    name: 'showroom-provide-runtime-core',
    beforeInit(args) {
      lendRuntimeCore(runtimeCore);
      return args;
    },
  };
}
