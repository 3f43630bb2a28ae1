// Two or more builds of the server against each other on the REST door of the API benchmark (api.ts): how a change
// moves a calculation's cost. Each build runs in several processes at once (a process's own speed differs from the
// next one's by a few percent on this machine, as its code happens to be compiled), loaded in turn with the same
// autocannon load as api.ts (50 connections, no pipelining), in rounds that rotate the order. Per build it prints the
// server's CPU a request (all threads, from /proc) and its requests a second, medians over every round of every
// process of that build. The word `bare` in place of a build is the API benchmark's baseline, the bare Fastify route
// (bare-calc-server.ts, POST /calculate): how far a build is from it, with the process-to-process spread averaged.
// Build the other version in a worktree first, e.g.:
//   git worktree add /tmp/before <commit> && (cd /tmp/before && pnpm install && pnpm exec turbo run build --filter=@margin/server)
// Run: pnpm build && pnpm --filter @margin/bench api-ab ../apps/server/dist /tmp/before/apps/server/dist
//      [--processes 2] [--rounds 5] [--seconds 3]
//      pnpm --filter @margin/bench api-ab bare ../apps/server/dist
import path from 'node:path';
import { parseArgs } from 'node:util';
import { doorRequest, startBare, startProductUnderLoad, type DoorRequest } from './api';
import { cpuTime } from './cpu-time';
import { load } from './load';
import { median, thousands } from './stats';

interface Measured {
  build: string;
  /** The calculation's request to this process. */
  request: DoorRequest;
  pid: number;
  stop: () => unknown;
  /** Server CPU (µs) a request, one value a round. */
  cpu: number[];
  rps: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    processes: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '3' },
  },
});
if (positionals.length < 2) throw new Error('Name at least two server builds (their dist folders, or bare).');
const [processes, rounds, seconds] = [values.processes, values.rounds, values.seconds].map(Number) as [
  number,
  number,
  number,
];

/** A process of a build: the bare route's server, or the built product server on its REST door. */
async function start(build: string): Promise<Pick<Measured, 'request' | 'pid' | 'stop'>> {
  if (build === 'bare') {
    const bare = await startBare();
    return { request: doorRequest('bare', bare.url), pid: bare.pid, stop: bare.stop };
  }
  const server = await startProductUnderLoad({ main: path.resolve(build, 'main.js') });
  return { request: doorRequest('rest', server.url), pid: server.pid, stop: () => server.stop() };
}

const servers: Measured[] = [];
try {
  for (let i = 0; i < processes; i++) {
    for (const build of positionals) servers.push({ build, ...(await start(build)), cpu: [], rps: [] });
  }
  const target = (s: Measured) => ({ ...s.request, connections: 50, pipelining: 1 });
  for (const s of servers) await load({ ...target(s), duration: 1 });
  for (let round = 0; round < rounds; round++) {
    const first = round % servers.length;
    for (const s of [...servers.slice(first), ...servers.slice(0, first)]) {
      const before = cpuTime(s.pid);
      const result = await load({ ...target(s), duration: seconds });
      const after = cpuTime(s.pid);
      if (result.errors + result.non2xx > 0) throw new Error(`${s.build} answered with errors`);
      if (before && after) s.cpu.push((after.total - before.total) / result.requests.total);
      s.rps.push(result.requests.average);
    }
  }
  console.log(
    `One calculation (REST POST /api/calculate/enhanced; bare: its route), ${processes} processes a build, ${rounds} rounds of ${seconds} s, 50 connections:`,
  );
  for (const build of new Set(positionals)) {
    const mine = servers.filter((s) => s.build === build);
    const cpu = mine.flatMap((s) => s.cpu);
    const cpuText = cpu.length > 0 ? `${median(cpu).toFixed(1)} us of server CPU a request, ` : '';
    console.log(`  ${build}: ${cpuText}${thousands(median(mine.flatMap((s) => s.rps)))} req/s (medians)`);
  }
} finally {
  await Promise.all(servers.map((s) => s.stop()));
}
