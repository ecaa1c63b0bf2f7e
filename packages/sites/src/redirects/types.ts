/** A query condition: the rule applies only when the request carries `key` (and, when given, that `value`, case-insensitive). */
export interface RedirectHas {
  type: 'query';
  key: string;
  value?: string;
}

/**
 * One redirect rule (spec section 3 "Redirect rule").
 * `source` is a path that may contain named placeholders (`{id}`, `{location}`, also inside a segment such as
 * `hedin-bil-{location}`) and, as its last segment only, a wildcard `{path*}` matching zero or more segments.
 * `destination` is a path (optionally with a query string) or an absolute URL on an allow-listed host, and may use
 * the same names. A `has` condition without `value` makes the query value available under the key's name.
 */
export interface RedirectRule {
  source: string;
  destination: string;
  permanent: true;
  has?: RedirectHas;
}

export interface RedirectRequest {
  /** Request host (a port is ignored). */
  host: string;
  /** Raw (percent-encoded) path, without query string. */
  path: string;
  query: URLSearchParams;
}

export interface RedirectResult {
  location: string;
  status: 308;
}

export interface MatchRedirectOptions {
  /** Hosts that an absolute destination may point to (e.g. the external careers site). Nothing else is allowed. */
  allowedHosts?: readonly string[];
}
