// Tools of the fault suite: a TCP relay the test can cut (a network outage of one dependency), an HTTP relay that
// makes the card processor fail on demand, a log the test can read, and the built server as a child process.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';

/**
 * A TCP relay in front of `host:port`: `down()` cuts every connection and refuses new ones until `up()`, like a
 * network outage; `cutWhen(...patterns)` does so the moment a client sends bytes matching the last pattern, after
 * the others went through, before they reach the other side (e.g. the COMMIT after a given INSERT).
 */
export class TcpRelay {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private cutPatterns: RegExp[] = [];
  private cutAfter = false;
  /** How many times a cut pattern fired. */
  cuts = 0;
  port = 0;

  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  async up(): Promise<void> {
    if (this.server?.listening) return;
    const server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.on('data', (chunk: Buffer) => {
        const next = this.cutPatterns[0];
        if (next?.test(chunk.toString('latin1'))) {
          this.cutPatterns.shift();
          if (this.cutPatterns.length === 0) {
            this.cuts += 1;
            if (this.cutAfter) {
              // The bytes go through but their answer never comes back.
              upstream.unpipe(client);
              upstream.write(chunk);
              setTimeout(() => void this.down(), 200);
            } else void this.down();
            return;
          }
        }
        if (!upstream.write(chunk)) client.pause();
      });
      upstream.on('drain', () => client.resume());
      upstream.pipe(client);
      client.on('end', () => upstream.end());
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const s of this.sockets) s.destroy();
    if (server?.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Cuts when a client has sent bytes matching each pattern in turn (on any connection), before the last. */
  cutWhen(...patterns: RegExp[]): void {
    this.cutPatterns = patterns;
    this.cutAfter = false;
  }

  /** As cutWhen, but the last bytes reach the other side and only its answer is lost (a COMMIT that happened). */
  cutAnswerTo(...patterns: RegExp[]): void {
    this.cutPatterns = patterns;
    this.cutAfter = true;
  }
}

export type StripeFault = 'none' | '500' | 'reset' | 'hang';

/**
 * An HTTP relay in front of the fake Stripe: passes requests through until told to fail those whose
 * "METHOD path" matches, with a 500 (Stripe's api_error), a dropped connection, or no answer at all.
 */
export class FaultyStripe {
  private server?: http.Server;
  private fault: { kind: StripeFault; match: RegExp } = { kind: 'none', match: /$^/ };
  private readonly hanging = new Set<http.ServerResponse>();
  /** Requests that were made to fail. */
  failed: string[] = [];
  url = '';

  constructor(private readonly target: string) {}

  failWith(kind: StripeFault, match: RegExp = /./): void {
    this.fault = { kind, match };
  }

  heal(): void {
    this.fault = { kind: 'none', match: /$^/ };
  }

  async start(): Promise<void> {
    const target = new URL(this.target);
    const server = http.createServer((req, res) => {
      const line = `${req.method} ${req.url}`;
      const { kind, match } = this.fault;
      if (kind !== 'none' && match.test(line)) {
        this.failed.push(line);
        req.resume();
        if (kind === '500') {
          res.writeHead(500, { 'content-type': 'application/json', 'request-id': 'req_fault' });
          res.end(JSON.stringify({ error: { type: 'api_error', message: 'An unknown error occurred' } }));
        } else if (kind === 'reset') {
          setTimeout(() => req.socket.destroy(), 50);
        } else {
          this.hanging.add(res);
        }
        return;
      }
      const upstream = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

export interface LogLine {
  level: number;
  msg: string;
  err?: { message?: string; type?: string };
  [key: string]: unknown;
}

/** A log stream for buildServer whose JSON lines the test can read. */
export function capturedLog(): { stream: Writable; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { stream, lines };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Polls `check` every 50 ms until it holds or `ms` pass; answers how long it took (or throws). */
export async function within(ms: number, what: string, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return Math.round(performance.now() - started);
    if (performance.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverMain = path.join(serverDir, 'dist/main.js');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(ts|mjs|json)$/.test(entry.name) || entry.name.endsWith('.test.ts')) continue;
    newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * Builds the server (scripts/build.mjs, under a second) when dist/main.js is missing or older than a source file
 * of the server or of the packages it bundles: `pnpm test` does not depend on `pnpm build`.
 */
export function ensureBuiltServer(): 'fresh' | 'rebuilt' {
  const built = fs.existsSync(serverMain) ? fs.statSync(serverMain).mtimeMs : 0;
  const packages = path.resolve(serverDir, '../../packages');
  const sources = [
    path.join(serverDir, 'src'),
    ...fs.readdirSync(packages).map((name) => path.join(packages, name, 'src')),
  ].filter((dir) => fs.existsSync(dir));
  if (built > 0 && sources.every((dir) => newestSource(dir) <= built)) return 'fresh';
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, stdio: 'pipe' });
  return 'rebuilt';
}

export interface ChildServer {
  child: ChildProcess;
  url: string;
  port: number;
  /** Milliseconds from spawn to the first 200 from /readyz. */
  readyAfterMs: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; atMs: number }>;
  kill(): void;
}

/** The built server (apps/server/dist/main.js, as `pnpm serve` runs it) on a free port, once /readyz answers. */
export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  if (!fs.existsSync(serverMain))
    throw new Error(`${serverMain} is missing: run the build first (pnpm build)`);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'margin-fault-'));
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [serverMain], {
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; atMs: number }>(
    (resolve) => {
      // 'close': the process has exited and its output has all been read.
      child.once('close', (code, signal) => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        resolve({ code, signal, atMs: performance.now() });
      });
    },
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await within(60_000, 'the built server answering /readyz', async () => {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      return fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
    });
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${String(error)}\n${log}`);
  }
  return {
    child,
    url,
    port,
    readyAfterMs: Math.round(performance.now() - spawnedAt),
    output: () => log,
    exited,
    kill: () => {
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
