// First: the CSP nonce for webpack's chunk scripts, set before any chunk loads.
import './cspNonce';
// No async boundary: the host provides every shared module eagerly (in this entry chunk), so nothing needs to
// be negotiated before the shell runs, and the shell costs one request instead of one per shared library.
import './bootstrap';
