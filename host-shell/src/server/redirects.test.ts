/** @jest-environment node */
import Fastify from 'fastify';
import { redirectHook } from './redirects';

function app() {
  const server = Fastify();
  redirectHook(server);
  server.get('*', async () => 'page');
  return server;
}

describe('redirectHook', () => {
  it('keeps query text after a second "?" (issue 12 item 13)', async () => {
    const response = await app().inject({ url: '/kop-bil?car_brand=Volvo?utm=mail', headers: { host: 'www.dealergroup.se' } });
    expect(response.statusCode).toBe(308);
    // 'car_brand=Volvo?utm=mail' is one value: its '?' and '=' come back percent-encoded, nothing dropped.
    expect(new URL(response.headers.location as string).searchParams.get('car_brand')).toBe('Volvo?utm=mail');
  });

  it('leaves the BFF and internal endpoints alone', async () => {
    expect((await app().inject({ url: '/api/x?a=1', headers: { host: 'www.dealergroup.se' } })).statusCode).toBe(200);
  });
});
