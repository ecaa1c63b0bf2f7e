import type { FastifyReply, FastifyRequest } from 'fastify';
import { tireHotelBearerSchema } from '@showroom/contracts/tirehotel';
import type { Outbox } from '../outbox/outbox';
import type { TireHotelDirectory } from './directory';
import { TIRE_HOTEL_MESSAGES } from './messages';
import type { TireSession, TireSessions } from './sessions';
import type { TireHotelStorage } from './storage';

/** What the tire-hotel endpoints work with; tests build it with a memory store and a fake clock. */
export interface TireHotelContext {
  directory: TireHotelDirectory;
  storage: Promise<TireHotelStorage>;
  sessions: TireSessions;
  outbox: Outbox;
  /** The sandbox clock. */
  now: () => Date;
  /** The upstream's 'empty' fault: no days, no times. */
  isEmpty: () => boolean;
}

/** The validated login of `Authorization: Bearer {token}`, or a 401 {message} already sent. */
export function requireSession(request: FastifyRequest, reply: FastifyReply, sessions: TireSessions): TireSession | undefined {
  const bearer = tireHotelBearerSchema.safeParse(request.headers.authorization);
  const session = bearer.success ? sessions.authorize(bearer.data) : undefined;
  if (!session) void reply.code(401).send({ message: TIRE_HOTEL_MESSAGES.loginRequired });
  return session;
}
