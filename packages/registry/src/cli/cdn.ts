import { createCdnServer } from '../cdnServer';
import { cdnDir } from '../config';

/** Starts the local CDN server. */
export async function main(): Promise<void> {
  const port = Number(process.env.CDN_PORT ?? 8090);
  const app = await createCdnServer();
  await app.listen({ port, host: '127.0.0.1' });
  console.log(`cdn listening on http://127.0.0.1:${port} serving ${cdnDir()}`);
}
