import Fastify from 'fastify';
import { comhubSender } from './comhubSender';

const lead = { formSubmissionId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', formName: 'carstore-seSellCarForm', values: { customerName: 'Anna' } };

describe('comhubSender', () => {
  it("posts the spec's body with the API key, and reads every status and Retry-After", async () => {
    const answers = [
      { status: 202, headers: {} },
      { status: 503, headers: { 'retry-after': '7' } },
      { status: 400, headers: {} },
    ];
    const received: { body: unknown; key: unknown }[] = [];
    const comhub = Fastify();
    comhub.post('/comhub/api/forms', async (request, reply) => {
      received.push({ body: request.body, key: request.headers['x-api-key'] });
      const answer = answers.shift()!;
      return reply.code(answer.status).headers(answer.headers).send({});
    });
    const address = await comhub.listen({ port: 0, host: '127.0.0.1' });
    try {
      const send = comhubSender({ baseUrl: `${address}/comhub`, apiKey: 'k' }, 2000);
      // A claimed lead carries its attempts: they stay out of comhub's body.
      expect(await send({ ...lead, attempts: 2 } as typeof lead)).toEqual({ status: 202 });
      expect(await send(lead)).toEqual({ status: 503, retryAfter: '7' });
      expect(await send(lead)).toEqual({ status: 400 });
      expect(received[0]).toEqual({ body: lead, key: 'k' });
    } finally {
      await comhub.close();
    }
  });

  it('rejects when nothing answers', async () => {
    await expect(comhubSender({ baseUrl: 'http://127.0.0.1:9', apiKey: 'k' }, 2000)(lead)).rejects.toThrow(/comhub/);
  });
});
