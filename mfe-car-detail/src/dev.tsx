// The standalone dev page (npm run dev -w mfe-car-detail); the async boundary lets MF negotiate shared modules first.
import('./devMount');
