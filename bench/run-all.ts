// Every benchmark, one after the other, then one table of the figures that have a goal: each a ratio
// against a baseline measured in the same run, since absolute times on a shared machine drift. Needs a build first:
//   pnpm build && pnpm bench          (DATABASE_URL=postgresql://... adds the PostgreSQL rows, and REDIS_URL=redis://...
//                                      with it the shares on PostgreSQL and Redis)
import os from 'node:os';
import { benchApi, describeApi } from './api';
import { compareWithBaseline, describeBaseline } from './baseline-bundle';
import { describeBundle } from './bundle-size';
import { coldStart } from './cold-start';
import { benchCsvTools, describeCsvTools } from './csv-tools';
import { benchEngine, describeEngine } from './engine';
import { describePaint, measureLcp } from './lcp';
import { benchLogin, describeLogin } from './login';
import { benchShares, describeShares } from './shares';
import { median, percentile, summary } from './stats';

interface Row {
  figure: string;
  value: string;
  goal: string;
  met: boolean | null;
}
const rows: Row[] = [];
const print = (lines: string[] | string) => console.log(Array.isArray(lines) ? lines.join('\n') : lines);

print(describeBundle('seller'));
print(describeBundle('admin'));
const baseline = await compareWithBaseline();
print(describeBaseline(baseline));
rows.push({
  figure: 'seller app first download / bare Vite + React + Mantine app (gzip)',
  value: `${baseline.gzipRatio.toFixed(2)}x`,
  goal: '<= 1.3x',
  met: baseline.gzipRatio <= 1.3,
});
const paint = await measureLcp(5);
print(describePaint(paint));
rows.push({
  figure:
    "seller app on a slowed phone: LCP (the start-up screen) / calculator ready / a first visit's sign-in dialog (median of 5)",
  value: `${median(paint.lcp).toFixed(0)} / ${median(paint.ready).toFixed(0)} / ${median(paint.signIn).toFixed(0)} ms`,
  goal: 'reported',
  met: null,
});

const { first, restart } = await coldStart();
print(`server cold start, new embedded database: ${summary(first)}`);
print(`server cold start, existing embedded database: ${summary(restart)}`);

const engine = benchEngine();
print(describeEngine(engine));
const reverseCost = median(engine.fullForward) / median(engine.fullReverse);
rows.push({
  figure: 'engine: reverse solve / forward calculation (time)',
  value: `${reverseCost.toFixed(1)}x`,
  goal: '<= 40x',
  met: reverseCost <= 40,
});

const csv = await benchCsvTools();
print(describeCsvTools(csv));
const csvRatio = median(csv.parseMs) / median(csv.analyseMs);
rows.push({
  figure: `CSV tools: parse only / whole analysis (${csv.rows.toLocaleString('en-US')} lines)`,
  value: csvRatio.toFixed(2),
  goal: 'reported (the parse is most of the time)',
  met: null,
});

// The embedded database alone; PostgreSQL when DATABASE_URL is set; and PostgreSQL with Redis, as several servers
// run, when REDIS_URL is set too.
const { DATABASE_URL, REDIS_URL } = process.env;
const shareSetups = [
  { DATABASE_URL: undefined, REDIS_URL: undefined },
  ...(DATABASE_URL ? [{ DATABASE_URL, REDIS_URL: undefined }] : []),
  ...(DATABASE_URL && REDIS_URL ? [{ DATABASE_URL, REDIS_URL }] : []),
];
for (const setup of shareSetups) {
  const shares = await withEnv(setup, () => benchShares());
  const database = shares.database;
  print(describeShares(shares));
  rows.push({
    figure: `shares (${database}): p99 of GET /api/shares/{id} / p99 of /healthz, both at ${shares.rate.toLocaleString('en-US')} req/s`,
    value: `${shares.p99Ratio.toFixed(2)} (${shares.share.p99.toFixed(1)} / ${shares.health.p99.toFixed(1)} ms)`,
    goal: '<= 2',
    met: shares.p99Ratio <= 2 && shares.faults.length === 0,
  });
  rows.push({
    figure: `shares (${database}): views counted / views answered`,
    value: `${shares.viewCount} / ${shares.viewsAnswered}`,
    goal: 'exact',
    met: shares.viewCount === shares.viewsAnswered,
  });
  rows.push({
    figure: `shares (${database}): capacity, GET /api/shares/{id} / /healthz (req/s, closed loop)`,
    value: `${(shares.capacity.share.rps / shares.capacity.health.rps).toFixed(2)} (${Math.round(shares.capacity.share.rps).toLocaleString('en-US')} / ${Math.round(shares.capacity.health.rps).toLocaleString('en-US')})`,
    goal: 'reported',
    met: null,
  });
}

const api = await benchApi();
print(describeApi(api));
rows.push({
  figure: `API: p99 of a calculation (tRPC, as the app calls it) at ${api.rate} req/s, open loop`,
  value: `${api.doors.trpc.p99.toFixed(1)} ms (REST ${api.doors.rest.p99.toFixed(1)}, /healthz ${api.doors.health.p99.toFixed(1)})`,
  goal: '<= 2x /healthz p99',
  met:
    Math.max(api.doors.trpc.p99, api.doors.rest.p99) <= 2 * Math.max(1, api.doors.health.p99) &&
    api.faults.length === 0,
});
rows.push({
  figure: 'API: capacity, tRPC / REST / /healthz (req/s, closed loop)',
  value: [api.doors.trpc, api.doors.rest, api.doors.health]
    .map((d) => Math.round(d.capacity).toLocaleString('en-US'))
    .join(' / '),
  goal: 'reported',
  met: null,
});

const login = await benchLogin(10, 20);
print(describeLogin(login));
rows.push({
  figure: 'sign-in at 10/s (bcrypt 12): event-loop delay p99',
  value: `${login.loopDelayMs.p99.toFixed(1)} ms (login p99 ${percentile(login.latenciesMs, 99).toFixed(0)} ms)`,
  goal: '< 50 ms',
  met: login.loopDelayMs.p99 < 50,
});

const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
print([
  '',
  `Summary (node ${process.version}, ${cpu}, ${os.availableParallelism()} CPUs, ${new Date().toISOString().slice(0, 10)})`,
]);
const width = Math.max(...rows.map((r) => r.figure.length));
const valueWidth = Math.max(...rows.map((r) => r.value.length));
for (const r of rows) {
  const verdict = r.met === null ? '  ' : r.met ? 'ok' : '--';
  print(`${verdict} ${r.figure.padEnd(width)}  ${r.value.padStart(valueWidth)}  goal ${r.goal}`);
}

/** Runs `work` with these variables set (or unset, when undefined), and puts them back after. */
async function withEnv<T>(vars: Record<string, string | undefined>, work: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  apply(vars);
  try {
    return await work();
  } finally {
    apply(saved);
  }
}
