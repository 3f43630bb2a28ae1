// Every benchmark, one after the other. Needs a build first: pnpm build && pnpm bench
import { describeBundle } from './bundle-size';
import { coldStart } from './cold-start';
import { benchEngine, describeEngine } from './engine';
import { summary } from './stats';

console.log(describeBundle('seller'));
console.log(describeBundle('admin'));
const { first, restart } = await coldStart();
console.log(`server cold start, new embedded database: ${summary(first)}`);
console.log(`server cold start, existing embedded database: ${summary(restart)}`);
for (const line of describeEngine(benchEngine())) console.log(line);
