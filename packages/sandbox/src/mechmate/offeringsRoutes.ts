import { authorizedWorkshopParamsSchema, positionQuerySchema, pricesParamsSchema, pricesQuerySchema, regNoParamsSchema, type MechmateCar, type PricesResponse, type ServiceOfferingsResponse } from '@showroom/contracts/mechmate';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ADDON_CATEGORIES, CATALOGUE, SERVICE_CATEGORIES, type CatalogueCategory } from '../data/mechmateCatalogue';
import { badRequest, zodMessage } from '../http';
import { pricingOf, sendError, vehicleOr, type MechmateContext } from './context';
import { distanceKm } from '@showroom/sites';
import { offeringsFor, pricesAt } from './offerings';

/** The vehicle when it may be serviced; otherwise its error is answered (brands booked elsewhere: 422). */
export function serviceableOr(reply: FastifyReply, context: MechmateContext, raw: string): MechmateCar | undefined {
  const car = vehicleOr(reply, context.registry, raw);
  if (car && !car.isSupported) {
    void sendError(reply, 422, `BrandNotSupported,${car.brand}`);
    return undefined;
  }
  return car;
}

/** Codes that are not in the catalogue, for a 400. */
export const unknownCodes = (codes: readonly string[]) => codes.filter((code) => !CATALOGUE.has(code));

/** Normalises a brand for comparison: "Mercedes Benz", "mercedes-benz" and "Mercedes-Benz" are one brand. */
export const brandKey = (brand: string) => brand.trim().toLowerCase().replace(/[\s-]+/g, '-');

/** GET services/:registrationNumber, addons/:registrationNumber, prices/..., authorized-workshop/:brand */
export function registerOfferingRoutes(app: FastifyInstance, context: MechmateContext): void {
  const listing = (categories: readonly CatalogueCategory[]) =>
    async (request: { params: unknown; query: unknown }, reply: FastifyReply): Promise<FastifyReply | ServiceOfferingsResponse> => {
      const params = regNoParamsSchema.safeParse(request.params);
      const query = positionQuerySchema.safeParse(request.query);
      if (!params.success) return badRequest(reply, zodMessage(params.error));
      if (!query.success) return badRequest(reply, zodMessage(query.error));
      const car = serviceableOr(reply, context, params.data.registrationNumber);
      if (!car) return reply;
      if (context.isEmpty()) return { serviceOfferingCategories: [] };
      const point = { latitude: query.data.lat, longitude: query.data.lng };
      const nearest = context.workshops.reduce<number | null>((best, w) => Math.min(best ?? Infinity, distanceKm(point, w)), null);
      return { serviceOfferingCategories: offeringsFor(categories, pricingOf(context, car), nearest) };
    };
  app.get('/mechmate/services/:registrationNumber', listing(SERVICE_CATEGORIES));
  app.get('/mechmate/addons/:registrationNumber', listing(ADDON_CATEGORIES));

  app.get('/mechmate/prices/:registrationNumber/:mileage/:departmentId', async (request, reply): Promise<FastifyReply | PricesResponse> => {
    const params = pricesParamsSchema.safeParse(request.params);
    const query = pricesQuerySchema.safeParse(request.query);
    if (!params.success) return badRequest(reply, zodMessage(params.error));
    if (!query.success) return badRequest(reply, zodMessage(query.error));
    const unknown = unknownCodes(query.data.serviceOfferings);
    if (unknown.length > 0) return badRequest(reply, `serviceOfferings: unknown offering ${unknown.join(', ')}`);
    const car = serviceableOr(reply, context, params.data.registrationNumber);
    if (!car) return reply;
    const workshop = context.byDepartment.get(params.data.departmentId);
    if (!workshop) return sendError(reply, 404, 'DepartmentNotFound');
    return { offers: pricesAt(query.data.serviceOfferings, pricingOf(context, car), params.data.mileage, workshop, context.seed) };
  });

  app.get('/mechmate/authorized-workshop/:brand', async (request, reply) => {
    const params = authorizedWorkshopParamsSchema.safeParse(request.params);
    if (!params.success) return badRequest(reply, zodMessage(params.error));
    const wanted = brandKey(params.data.brand);
    return { hasBrand: !context.isEmpty() && context.workshops.some((w) => w.brands.some((b) => brandKey(b) === wanted)) };
  });
}
