/**
 * Puts `core` where a container built with `externalRuntime` looks for it (`self._FEDERATION_RUNTIME_CORE`), unless a
 * core is there already (the host's, or an earlier embed's on a partner page), which every container then shares.
 */
export function lendRuntimeCore(core) {
  globalThis._FEDERATION_RUNTIME_CORE ??= core;
}
