import type { Car } from '@showroom/contracts';
import { financeCfdRequestSchema, financeDefaultRequestSchema, financeLegalQuerySchema, type FinanceCfdResponse, type FinanceDefaultResponse, type FinanceLegalResponse, type FinanceQuotation } from '@showroom/contracts/codeweaver';
import type { FastifyInstance } from 'fastify';
import { financeOffersFor, financeProductOf, FINANCE_SITE } from '../data/financeProducts';
import { badRequest, zodMessage } from '../http';
import { quotationFor, settledQuote, termsAndConditions } from './quotation';
import { decodeQuoteRef } from './quoteRef';

export interface CodeweaverDeps {
  cars: readonly Car[];
  seed: number;
  /** The clock that ages the cars (PCP eligibility and future values). */
  now: () => Date;
  isEmpty: () => boolean;
}

export const LENDER = 'Sandbox Motor Finance plc';

type Lookup = { car: Car } | { status: 404; message: string };

/** POST /codeweaver/default, POST /codeweaver/cfd, GET /codeweaver/legal?quoteRef= on the UK cars. */
export function registerCodeweaver(app: FastifyInstance, deps: CodeweaverDeps): void {
  const byId = new Map(deps.cars.map((car) => [car.car_id, car]));
  const find = (carId: string, dealerId: string | undefined): Lookup => {
    const car = byId.get(carId);
    if (!car) return { status: 404, message: `Vehicle ${carId} not found` };
    if (car.site !== FINANCE_SITE) return { status: 404, message: `Vehicle ${carId} is not a UK vehicle; finance is offered on ${FINANCE_SITE} only` };
    if (dealerId !== undefined && car.car_site_id !== dealerId) return { status: 404, message: `Vehicle ${carId} is not stocked by dealer ${dealerId}` };
    return { car };
  };

  app.post('/codeweaver/default', async (request, reply) => {
    const body = financeDefaultRequestSchema.safeParse(request.body);
    if (!body.success) return badRequest(reply, zodMessage(body.error));
    if (deps.isEmpty()) return { Products: [] } satisfies FinanceDefaultResponse;
    const found = find(body.data.Vehicle.Identifier, body.data.Dealer.Identifier);
    if (!('car' in found)) return reply.code(found.status).send({ Message: found.message });
    return { Products: financeOffersFor(found.car, deps.seed, deps.now()).map(financeProductOf) } satisfies FinanceDefaultResponse;
  });

  app.post('/codeweaver/cfd', async (request, reply) => {
    const body = financeCfdRequestSchema.safeParse(request.body);
    if (!body.success) return badRequest(reply, zodMessage(body.error));
    if (deps.isEmpty()) return { Vehicles: [] } satisfies FinanceCfdResponse;
    const vehicles = body.data.VehicleRequests.map((vehicleRequest) => {
      const { Vehicle, Parameters } = vehicleRequest;
      const found = find(Vehicle.Identifier, body.data.Dealer.Identifier);
      let quotation: FinanceQuotation;
      if (!('car' in found)) quotation = { Blocks: [], Finance: { Notifications: [{ Type: 'Error', Code: 'VehicleNotFound', Message: found.message }] }, Quote: null };
      else {
        const offer = financeOffersFor(found.car, deps.seed, deps.now()).find((o) => o.family === Parameters.FamilyKey);
        quotation = offer
          ? quotationFor(offer, Parameters, deps.seed)
          : { Blocks: [], Finance: { Notifications: [{ Type: 'Error', Code: 'ProductNotAvailable', Message: `${Parameters.FamilyKey} is not offered on vehicle ${Vehicle.Identifier}` }] }, Quote: null };
      }
      return { Id: vehicleRequest.Id ?? null, Identifier: Vehicle.Identifier, FinanceQuotations: [quotation] };
    });
    return { Vehicles: vehicles } satisfies FinanceCfdResponse;
  });

  app.get('/codeweaver/legal', async (request, reply) => {
    const query = financeLegalQuerySchema.safeParse(request.query);
    if (!query.success) return badRequest(reply, zodMessage(query.error));
    if (deps.isEmpty()) return { QuoteReference: query.data.quoteRef, Lender: LENDER, TermsAndConditions: '' } satisfies FinanceLegalResponse;
    const key = decodeQuoteRef(query.data.quoteRef, deps.seed);
    const found = key && find(key.carId, undefined);
    const offer = found && 'car' in found ? financeOffersFor(found.car, deps.seed, deps.now()).find((o) => o.family === key.family) : undefined;
    if (!key || !offer) return reply.code(404).send({ Message: `Unknown quote reference ${query.data.quoteRef}` });
    const { quote } = settledQuote(offer, key.term, key.mileage, key.cashDeposit, deps.seed);
    return { QuoteReference: quote.QuoteReference, Lender: LENDER, TermsAndConditions: termsAndConditions(offer, quote) } satisfies FinanceLegalResponse;
  });
}
