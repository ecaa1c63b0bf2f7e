import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';

/** A message the sandbox "sent" (an SMS with a one-time code, say), kept so developers can read it. */
export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  /** Which upstream sent it, e.g. "tirehotel". */
  sender: z.string(),
  to: z.string(),
  text: z.string(),
  sentAt: z.string(),
  /** The one-time code in the text, for tests and developers that should not parse prose. */
  code: z.optional(z.string()),
  regNo: z.optional(z.string()),
  expiresAt: z.optional(z.string()),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxListingSchema = z.object({ messages: z.array(outboxMessageSchema) });

/** The sandbox outbox, in memory and bounded (codes die with a restart anyway). */
export class Outbox {
  private readonly messages: OutboxMessage[] = [];

  constructor(
    private readonly now: () => Date = () => new Date(),
    private readonly capacity = 500,
  ) {}

  /** Records a sent message and returns it; a sender on its own clock passes sentAt. */
  send(message: Omit<OutboxMessage, 'id' | 'sentAt'> & { sentAt?: string }): OutboxMessage {
    const stored = { ...message, id: randomUUID(), sentAt: message.sentAt ?? this.now().toISOString() };
    this.messages.push(stored);
    if (this.messages.length > this.capacity) this.messages.splice(0, this.messages.length - this.capacity);
    return stored;
  }

  /** Messages newest first, optionally to one recipient. */
  list(filter: { to?: string; limit?: number } = {}): OutboxMessage[] {
    const newestFirst = [...this.messages].reverse();
    const matching = filter.to ? newestFirst.filter((m) => m.to === filter.to) : newestFirst;
    return matching.slice(0, filter.limit ?? matching.length);
  }
}
