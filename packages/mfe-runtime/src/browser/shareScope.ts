/** One shared module's registration in a share scope, as webpack's Module Federation runtime keeps it. */
export interface ShareRegistration {
  get: () => Promise<() => unknown> | (() => unknown);
  /** The build that registered it (its output.uniqueName). */
  from: string;
  eager?: boolean | 0 | 1;
  /** Set by webpack's runtime the moment a consumer takes it: from then on no other build's copy replaces it. */
  loaded?: boolean | 0 | 1;
}

/** A share scope: module name -> version -> registration. */
export type ShareScope = Record<string, Record<string, ShareRegistration>>;

// webpack's Module Federation globals (its sharing runtime): the build's share scopes, and the call that registers
// the build's own shared modules in one.
declare const __webpack_share_scopes__: Record<string, ShareScope | undefined>;
declare const __webpack_init_sharing__: (scope: string) => Promise<unknown> | unknown;

const PAGE_SCOPE = '__SHOWROOM_SHARE_SCOPE__';
type WithPageScope = { [PAGE_SCOPE]?: ShareScope };

/**
 * The page's one share scope, which this build's runtime takes as its `default` scope: the host's on a composed page,
 * shared by every embed on a partner's page, so every build on a page takes one copy of each shared module.
 */
export function pageShareScope(): ShareScope {
  const page = globalThis as WithPageScope;
  const scope = (__webpack_share_scopes__.default ??= page[PAGE_SCOPE] ?? {});
  page[PAGE_SCOPE] ??= scope;
  return scope;
}

/** The page's share scope with this build's own shared modules registered in it (once per build). */
export async function initPageShareScope(): Promise<ShareScope> {
  const scope = pageShareScope();
  await __webpack_init_sharing__('default');
  return scope;
}
