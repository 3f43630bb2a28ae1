// The API benchmark's baseline: a bare Fastify route running the same core function as POST /api/calculate/enhanced
// and the tRPC calc.calculate (input checked by the same zod schema, then the engine), with no plugin, no log, no
// header: what the machine gives for the work itself. Started by api.ts as a process of its own.
import Fastify from 'fastify';
import { calculate, ZCalculationInputSchema } from '@margin/core';

const app = Fastify({ logger: false });
app.post('/calculate', async (req) => calculate(ZCalculationInputSchema.parse(req.body)));
const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.log(`listening ${address}`);
