import Fastify from 'fastify';
import { mountBff } from '@showroom/bff';

/** A BFF of its own for a remote's dev server, so a team runs its remote without the host. */
export async function startDevBff(port: number): Promise<string> {
  const app = Fastify({ logger: false });
  await mountBff(app);
  await app.listen({ port, host: '127.0.0.1' });
  return `http://127.0.0.1:${port}`;
}
