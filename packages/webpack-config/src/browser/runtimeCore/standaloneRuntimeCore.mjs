// Prepended to a remote's files that can start a page with no host (remoteEntry.js for a partner's single-spa root
// config, embed.js for a partner's element): their container is built without a runtime core (externalRuntime.cjs),
// so this lends them one, as the host does on a composed page.
import * as runtimeCore from '@module-federation/runtime-core';
import { lendRuntimeCore } from './lendRuntimeCore.mjs';

lendRuntimeCore(runtimeCore);
