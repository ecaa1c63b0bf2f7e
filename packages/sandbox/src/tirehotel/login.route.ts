import { tireHotelLoginQuerySchema, tireHotelValidateQuerySchema, type TireHotelCredentials, type TireHotelValidated, type TireHotelVehicle } from '@showroom/contracts/tirehotel';
import type { FastifyInstance } from 'fastify';
import { TIRE_TEST_REG_NOS } from '../data/tireCustomers';
import { badRequest, zodMessage } from '../http';
import type { TireHotelContext } from './context';
import { codeText, TIRE_HOTEL_MESSAGES } from './messages';
import { quietRequestLog } from './quietLog';

/**
 * POST /tirehotel/authorization/login?encryptedPhoneNumber= sends a fresh code to the outbox and
 * answers { authorizationToken }; POST /tirehotel/authorization/validate?authToken=&otpToken=
 * answers { status: 0, vehicles } or 401 { message } (wrong, used, expired code).
 */
export function registerTireHotelLogin(app: FastifyInstance, ctx: TireHotelContext): void {
  app.post('/tirehotel/authorization/login', { logSerializers: quietRequestLog }, async (request, reply) => {
    const query = tireHotelLoginQuerySchema.safeParse(request.query);
    if (!query.success) return badRequest(reply, zodMessage(query.error));
    const phone = ctx.directory.phones.decrypt(query.data.encryptedPhoneNumber);
    const customers = phone ? ctx.directory.customersByPhone(phone) : [];
    if (!phone || customers.length === 0) return reply.code(404).send({ message: TIRE_HOTEL_MESSAGES.unknownPhone });
    if (customers.some((c) => c.regNo === TIRE_TEST_REG_NOS.loginFails)) return reply.code(422).send({ message: TIRE_HOTEL_MESSAGES.smsFailed });
    const regNos = customers.map((c) => c.regNo);
    const login = ctx.sessions.login(phone, regNos);
    ctx.outbox.send({
      channel: 'sms',
      sender: 'tirehotel',
      to: phone,
      text: codeText(login.code, login.ttlMinutes),
      code: login.code,
      regNo: regNos.join(', '),
      expiresAt: login.expiresAt.toISOString(),
      sentAt: ctx.now().toISOString(),
    });
    const credentials: TireHotelCredentials = { authorizationToken: login.token };
    return credentials;
  });

  app.post('/tirehotel/authorization/validate', { logSerializers: quietRequestLog }, async (request, reply) => {
    const query = tireHotelValidateQuerySchema.safeParse(request.query);
    if (!query.success) return badRequest(reply, zodMessage(query.error));
    const outcome = ctx.sessions.validate(query.data.authToken, query.data.otpToken);
    if (!outcome.ok) return reply.code(401).send({ message: TIRE_HOTEL_MESSAGES[outcome.reason] });
    const vehicles = outcome.session.regNos.map((regNo) => ctx.directory.vehicle(regNo)).filter((v): v is TireHotelVehicle => v !== undefined);
    const validated: TireHotelValidated = { status: 0, vehicles };
    return validated;
  });
}
