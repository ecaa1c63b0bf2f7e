// Async boundary: the embed negotiates shared modules (React included, from this remote's own
// fallbacks when the partner page has none) before mounting.
import('./embedMount');
