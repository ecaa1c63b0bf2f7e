import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { badRequest, zodMessage } from '../http';

/**
 * The closest-available stream's test control: `hold` keeps every stream's messages back (the headers go out, so
 * the page shows its placeholders) until the hold is released; a test then sees the placeholders without racing a
 * clock. `delayMs` sets the pause between messages (default: the context's).
 */
export class StreamControl {
  private held: Promise<void> | null = null;
  private release: (() => void) | null = null;
  delayMs: number | null = null;

  hold(): void {
    if (this.held) return;
    this.held = new Promise((resolve) => {
      this.release = resolve;
    });
  }

  /** Lets every held message go, and the next ones flow. */
  flow(): void {
    this.release?.();
    this.held = null;
    this.release = null;
  }

  /** What each message waits for before it is sent. */
  gate = (): Promise<void> => this.held ?? Promise.resolve();

  get holding(): boolean {
    return this.held !== null;
  }

  state(): { hold: boolean; delayMs: number | null } {
    return { hold: this.holding, delayMs: this.delayMs };
  }
}

const streamSettingsSchema = z.strictObject({
  hold: z.optional(z.boolean()),
  delayMs: z.optional(z.nullable(z.number().check(z.int()).check(z.gte(0)).check(z.lte(10_000)))),
});

/** POST /__sandbox/mechmate/stream {"hold": true|false, "delayMs": n|null}; GET answers the state; DELETE resets. */
export function registerStreamControl(app: FastifyInstance, control: StreamControl): void {
  app.get('/__sandbox/mechmate/stream', async () => control.state());
  app.post('/__sandbox/mechmate/stream', async (request, reply) => {
    const settings = streamSettingsSchema.safeParse(request.body ?? {});
    if (!settings.success) return badRequest(reply, zodMessage(settings.error));
    if (settings.data.hold === true) control.hold();
    if (settings.data.hold === false) control.flow();
    if (settings.data.delayMs !== undefined) control.delayMs = settings.data.delayMs;
    return control.state();
  });
  app.delete('/__sandbox/mechmate/stream', async () => {
    control.flow();
    control.delayMs = null;
    return control.state();
  });
}
