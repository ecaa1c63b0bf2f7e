// The standalone dev page (npm run dev -w mfe-kits); the async boundary lets MF negotiate shared modules first.
import('./devMount');
