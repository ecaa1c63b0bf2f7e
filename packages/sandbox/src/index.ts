import { optionsFrom, type SandboxOptions } from './options';
import { buildSandbox } from './server';

export type { SandboxOptions } from './options';
export { optionsFrom } from './options';

export interface RunningSandbox {
  url: string;
  close(): Promise<void>;
}

/** Starts the sandbox (port 0 picks a free port); options default as for the CLI. */
export async function startSandbox(overrides: Partial<SandboxOptions> = {}): Promise<RunningSandbox> {
  const options = { ...optionsFrom([], process.env), ...overrides };
  const { app } = await buildSandbox(options);
  await app.listen({ port: options.port, host: options.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return { url: `http://${options.host}:${port}`, close: () => app.close() };
}
