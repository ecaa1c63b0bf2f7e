import { config } from 'zod/mini';
import { en } from 'zod/locales';

/**
 * Gives zod's issues their English sentences, for servers (a 400's "expected string, received number", logs).
 * zod/mini registers no locale of its own, so the browser, which never shows them, does not carry them. Called by
 * every server that answers with them: mountBff (the host's BFF and a remote's dev BFF) and the sandbox.
 */
export function registerEnglishMessages(): void {
  config(en());
}
