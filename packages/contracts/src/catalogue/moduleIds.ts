// The naming rules of remotes and modules, apart from the catalogue: the browser's remote loader needs them, and
// importing the catalogue would bring every remote's props schemas into the host's main.js (the catalogue's
// top-level lists are calls, which a minifier cannot prove free of side effects, so it keeps them).

/** Splits 'mfe-search/CarList' into remote and module. */
export function splitModuleId(id: string): { remote: string; module: string } {
  const at = id.indexOf('/');
  return { remote: id.slice(0, at), module: id.slice(at + 1) };
}

/** The Module Federation container name of a remote: 'mfe-search' -> 'mfe_search' (container names are identifiers). */
export function containerName(remote: string): string {
  return remote.replace(/-/g, '_');
}
