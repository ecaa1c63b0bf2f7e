import { tireHotelSearchQuerySchema, type TireHotelCustomer } from '@showroom/contracts/tirehotel';
import type { FastifyInstance } from 'fastify';
import { obfuscatePhone, type TireCustomer } from '../data/tireCustomers';
import { badRequest, zodMessage } from '../http';
import type { PhoneCipher } from './phoneCipher';

/** The search answer for a customer; the encrypted number is opaque to clients. */
export function toCustomer(customer: TireCustomer, phones: PhoneCipher): TireHotelCustomer {
  return {
    encryptedPhoneNumber: phones.encrypt(customer.phone),
    obfuscatedPhoneNumber: obfuscatePhone(customer.phone),
    regNo: customer.regNo,
  };
}

/** GET /tirehotel/authorization/search?regNo= : 200 customer, 404 without an agreement. */
export function registerTireHotel(app: FastifyInstance, customers: readonly TireCustomer[], isEmpty: () => boolean, phones: PhoneCipher): void {
  const byRegNo = new Map(customers.map((c) => [c.regNo, c]));
  app.get('/tirehotel/authorization/search', async (request, reply) => {
    const query = tireHotelSearchQuerySchema.safeParse(request.query);
    if (!query.success) return badRequest(reply, zodMessage(query.error));
    const customer = isEmpty() ? undefined : byRegNo.get(query.data.regNo);
    if (!customer) return reply.code(404).send({ message: 'No tire hotel agreement for this registration number' });
    return toCustomer(customer, phones);
  });
}
