import { closestAvailableMessageSchema, type ClosestAvailableMessage } from '@showroom/contracts/mechmate';

/**
 * Splits a server-sent event stream, fed in chunks as they arrive (a chunk may end mid-line or mid-event), into the
 * `data` of each complete event. Multi-line data is joined by "\n"; comments and other fields are skipped.
 */
export function createSseParser(): { push(chunk: string): string[]; end(): string[] } {
  let buffer = '';
  const take = (final: boolean): string[] => {
    const events = buffer.split(/\r\n\r\n|\n\n|\r\r/);
    buffer = final ? '' : (events.pop() ?? '');
    const data: string[] = [];
    for (const event of events) {
      const lines = event.split(/\r\n|\n|\r/).filter((line) => line.startsWith('data:'));
      if (lines.length > 0) data.push(lines.map((line) => line.slice(line.startsWith('data: ') ? 6 : 5)).join('\n'));
    }
    return data;
  };
  return { push: (chunk) => ((buffer += chunk), take(false)), end: () => take(true) };
}

/** One event's data as a message of the contract, or null when it is not JSON or not a message. */
export function parseClosestMessage(data: string): ClosestAvailableMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const message = closestAvailableMessageSchema.safeParse(json);
  return message.success ? message.data : null;
}
