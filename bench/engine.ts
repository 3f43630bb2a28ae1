// Fee engine throughput on one core (one thread, plain loops, no workers): bare forward evaluations
// (linesAtPrice), exact reverse solves (solvePrice), and full calculate() calls forward and reverse, i.e. the
// engine work behind one API request (the zod parse is done once up front and not timed).
// Inputs: a fixed, seeded set of varied orders (engine-inputs.ts).
// Each workload is warmed up, then timed for a fixed duration per round; rounds are interleaved so that a
// slower stretch of the machine hits every workload alike. Every pass over the inputs returns a checksum of
// the results that must equal the first one, so no call can be optimized away and every pass is verified.
// Run: pnpm --filter @margin/bench engine [seconds per round] [rounds]
import os from 'node:os';
import {
  calculate,
  linesAtPrice,
  MAX_AMOUNT,
  solvePrice,
  toOrderSpec,
  type OrderSpec,
  type PriceTarget,
  type TCalculationRequest,
  type TCalculationResult,
} from '@margin/core';
import { generateOrders } from './engine-inputs';
import { median, rateSummary } from './stats';

export interface EngineOptions {
  /** How many orders to generate. */
  inputs: number;
  seed: number;
  warmupSeconds: number;
  /** Length of one timed run of one workload. */
  seconds: number;
  rounds: number;
}

const defaults: EngineOptions = { inputs: 200, seed: 0x5eed, warmupSeconds: 0.5, seconds: 2, rounds: 5 };

/** The target calculate() solves for, for the bare solver (calculate's own choice is internal). */
function targetOf(request: TCalculationRequest, spec: OrderSpec): PriceTarget {
  return request.target_margin != null
    ? { kind: 'margin', marginPpm: Math.round(request.target_margin * 10_000) }
    : { kind: 'profit', profit: Math.round((request.target_profit ?? 0) * 10 ** spec.minorDigits) };
}

interface Workload {
  name: string;
  /** One pass over all inputs; returns a checksum of its results. */
  pass: () => number;
  /** Operations in one pass. */
  ops: number;
  /** The first pass's checksum; every later pass must return the same. */
  checksum?: number;
}

/** Runs whole passes until `seconds` have elapsed; operations per second. */
function runFor(workload: Workload, seconds: number): number {
  const start = performance.now();
  const until = start + seconds * 1000;
  let passes = 0;
  let now = start;
  do {
    const sum = workload.pass();
    workload.checksum ??= sum;
    if (sum !== workload.checksum) throw new Error(`${workload.name}: results changed between passes`);
    passes++;
    now = performance.now();
  } while (now < until);
  return (passes * workload.ops) / ((now - start) / 1000);
}

/** A calculate() result reduced to an integer that depends on its numbers and on its formula texts. */
function digest(result: TCalculationResult): number {
  return (
    Math.round(result.sellingPrice * 100) +
    Math.round(result.profitAnalysis.netProfit * 100) +
    Math.round((result.insights.breakEvenPrice ?? -1) * 100) +
    result.revenueBreakdown.additionalCharges.length +
    result.formulas.profitCalculation.length +
    result.formulas.paymentProcessingFee.length
  );
}

export interface EngineResult {
  options: EngineOptions;
  /** What the generated inputs cover. */
  mix: Record<string, number>;
  /** ops/s per round, by workload. */
  bareForward: number[];
  bareReverse: number[];
  fullForward: number[];
  fullReverse: number[];
  /** Process CPU time over wall time during the timed rounds. */
  cpuShare: number;
  checksums: Record<string, number>;
}

export function benchEngine(options: Partial<EngineOptions> = {}): EngineResult {
  const opts = { ...defaults, ...options };
  const { orders, rejected } = generateOrders(opts.inputs, opts.seed);

  const forwardCases = orders.map(({ forward }) => {
    const spec = toOrderSpec(forward);
    return { spec, price: Math.round((forward.selling_price ?? 0) * 10 ** spec.minorDigits) };
  });
  const reverseCases = orders.map(({ reverse }) => {
    const spec = toOrderSpec(reverse);
    return { spec, target: targetOf(reverse, spec), maxPrice: MAX_AMOUNT * 10 ** spec.minorDigits };
  });
  const forwardRequests = orders.map((o) => o.forward);
  const reverseRequests = orders.map((o) => o.reverse);

  // The bare solver must find what calculate() answers, or the two reverse figures measure different work.
  const mix = {
    countries: new Set(orders.map((o) => o.forward.country)).size,
    'VAT added': 0,
    'VAT included': 0,
    'quantity > 1': 0,
    discount: 0,
    'offsite ads': 0,
    'forward price past ads cap': 0,
    'margin targets': 0,
    'profit targets': 0,
    'solved past ads cap': 0,
    'rejected (unreachable margin)': rejected,
  };
  reverseCases.forEach(({ spec, target, maxPrice }, i) => {
    const solved = solvePrice(spec, target, maxPrice);
    const viaCalculate = Math.round(calculate(reverseRequests[i]!).sellingPrice * 10 ** spec.minorDigits);
    if (solved !== viaCalculate)
      throw new Error(`input ${i}: solvePrice ${solved} != calculate ${viaCalculate}`);
    const pastCap = (price: number) =>
      spec.offsiteAdsPpm > 0 && linesAtPrice(spec, price).offsiteAds === spec.offsiteAdsCap;
    if (spec.vatPpm > 0) mix[spec.vatIncluded ? 'VAT included' : 'VAT added']++;
    if (spec.quantity > 1) mix['quantity > 1']++;
    if (spec.discountPpm > 0) mix.discount++;
    if (spec.offsiteAdsPpm > 0) mix['offsite ads']++;
    if (pastCap(forwardCases[i]!.price)) mix['forward price past ads cap']++;
    mix[target.kind === 'margin' ? 'margin targets' : 'profit targets']++;
    if (pastCap(solved)) mix['solved past ads cap']++;
  });

  const workloads: Workload[] = [
    {
      name: 'bare forward',
      ops: forwardCases.length,
      pass: () => {
        let sum = 0;
        for (const { spec, price } of forwardCases) {
          const lines = linesAtPrice(spec, price);
          sum += lines.netProfit + lines.marginBase;
        }
        return sum;
      },
    },
    {
      name: 'bare reverse',
      ops: reverseCases.length,
      pass: () => {
        let sum = 0;
        for (const { spec, target, maxPrice } of reverseCases)
          sum += solvePrice(spec, target, maxPrice) ?? -1;
        return sum;
      },
    },
    {
      name: 'calculate forward',
      ops: forwardRequests.length,
      pass: () => {
        let sum = 0;
        for (const request of forwardRequests) sum += digest(calculate(request));
        return sum;
      },
    },
    {
      name: 'calculate reverse',
      ops: reverseRequests.length,
      pass: () => {
        let sum = 0;
        for (const request of reverseRequests) sum += digest(calculate(request));
        return sum;
      },
    },
  ];

  for (const workload of workloads) runFor(workload, opts.warmupSeconds);
  const rates = workloads.map(() => [] as number[]);
  const cpuBefore = process.cpuUsage();
  const wallBefore = performance.now();
  for (let round = 0; round < opts.rounds; round++) {
    workloads.forEach((workload, w) => rates[w]!.push(runFor(workload, opts.seconds)));
  }
  const cpu = process.cpuUsage(cpuBefore);
  const cpuShare = (cpu.user + cpu.system) / 1000 / (performance.now() - wallBefore);

  return {
    options: opts,
    mix,
    bareForward: rates[0]!,
    bareReverse: rates[1]!,
    fullForward: rates[2]!,
    fullReverse: rates[3]!,
    cpuShare,
    checksums: Object.fromEntries(workloads.map((w) => [w.name, w.checksum ?? NaN])),
  };
}

function ratio(forward: number[], reverse: number[]): string {
  const perRound = forward.map((f, i) => f / reverse[i]!);
  return `${(median(forward) / median(reverse)).toFixed(2)}× of medians (per round ${Math.min(...perRound).toFixed(2)}–${Math.max(...perRound).toFixed(2)}×)`;
}

export function describeEngine(r: EngineResult): string[] {
  const o = r.options;
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  return [
    `fee engine: 1 thread, node ${process.version}, ${cpu} (${os.availableParallelism()} CPUs); ` +
      `${o.inputs} inputs (seed ${o.seed}), warm-up ${o.warmupSeconds} s per workload, ${o.rounds} interleaved rounds × ${o.seconds} s`,
    `inputs: ${Object.entries(r.mix)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
    `bare forward evaluations (linesAtPrice): ${rateSummary(r.bareForward)}`,
    `exact reverse solves (solvePrice):       ${rateSummary(r.bareReverse)}`,
    `calculate(), forward:                    ${rateSummary(r.fullForward)}`,
    `calculate(), reverse:                    ${rateSummary(r.fullReverse)}`,
    `forward/reverse, bare: ${ratio(r.bareForward, r.bareReverse)}`,
    `forward/reverse, full: ${ratio(r.fullForward, r.fullReverse)}`,
    `process CPU time / wall time while timing: ${(r.cpuShare * 100).toFixed(0)}% ` +
      `(well below 100% means other processes were taking this core; GC helper threads can add a little)`,
    `checksum per pass (same on every pass): ${Object.entries(r.checksums)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [seconds, rounds] = process.argv.slice(2).map(Number);
  const options: Partial<EngineOptions> = {};
  if (seconds) options.seconds = seconds;
  if (rounds) options.rounds = rounds;
  for (const line of describeEngine(benchEngine(options))) console.log(line);
}
