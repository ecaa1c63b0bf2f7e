// The vehicle media route with its answer's schema (zod with it), a chunk of its own (useVehicleMedia.ts): the car
// detail's first render parses nothing, so the page's load evaluates no schema. The BFF client itself (no schemas)
// stays with the gallery: the partner embed carries it already, and a copy here would be bytes twice.
export { vehicleMediaRoutes } from '@showroom/contracts/bff-routes';
