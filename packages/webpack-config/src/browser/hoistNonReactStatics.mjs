// Browser stand-in for hoist-non-react-statics (browser/emotionHoist.cjs). Its only user in the browser is emotion's
// withTheme, which nothing here calls, and the package's own react-is copy cost every page 0.7 kB gzip. This keeps
// its contract for plain function and class components: the source's own statics, less React's, onto the target.
const REACT_STATICS = new Set(['childContextTypes', 'contextType', 'contextTypes', 'defaultProps', 'displayName', 'getDefaultProps', 'getDerivedStateFromError', 'getDerivedStateFromProps', 'mixins', 'propTypes', 'type', 'compare', 'render', '$$typeof', 'name', 'length', 'prototype', 'caller', 'callee', 'arguments', 'arity']);

export default function hoistNonReactStatics(target, source) {
  if (typeof source === 'string') return target;
  for (const key of Object.getOwnPropertyNames(source)) {
    if (REACT_STATICS.has(key)) continue;
    try {
      Object.defineProperty(target, key, Object.getOwnPropertyDescriptor(source, key));
    } catch {
      // A non-configurable property of the target stays as it is, as in the package.
    }
  }
  return target;
}
