// The API benchmark's baseline: a bare Fastify route running the same core function as POST /api/calculate/enhanced
// and the tRPC calc.calculate (input checked by the same zod schema, then the engine), with no plugin, no log, no
// header: what the machine gives for the work itself. Started by api.ts as a process of its own.
// A second route does the same and answers with the headers given in BARE_HEADERS (JSON): the product's own
// response headers, so the benchmark can show what writing them costs by itself.
import Fastify from 'fastify';
import { calculate, ZCalculationInputSchema } from '@margin/core';

const headers = JSON.parse(process.env.BARE_HEADERS ?? '{}') as Record<string, string>;
const answer = async (req: { body: unknown }) => calculate(ZCalculationInputSchema.parse(req.body));

const app = Fastify({ logger: false });
app.post('/calculate', answer);
app.post(
  '/calculate-with-headers',
  {
    onRequest: (_req, reply, done) => {
      void reply.headers(headers);
      done();
    },
  },
  answer,
);
const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.log(`listening ${address}`);
