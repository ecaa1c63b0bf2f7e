import type { RedirectRule } from './types';

// Dealergroup Norge. The spec lists no table for this site; these two REPRESENTATIVE rows only keep the old
// workshop-booking and dealer paths working (destinations are the matrix paths).
export const rules: RedirectRule[] = [
  { source: '/bestill-service', destination: '/verksted/bestill-service', permanent: true },
  { source: '/forhandler/{id}/{location}', destination: '/forhandlere/{location}', permanent: true },
];
