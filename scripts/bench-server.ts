// What bench:lighthouse and bench:http share: our production server on a throwaway SQLite
// database seeded with the demo courses, started and stopped by the benchmark itself, and the
// pages they measure. Not a script of its own.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join, resolve } from "node:path";
import { createDatabase } from "~/.server/db/create-database";
import { findPublishedCourses } from "~/.server/db/repositories/courses";
import { demoCourses } from "~/.server/db/seed/demo-courses";

export interface BenchServer {
  origin: string;
  /** The server's DATABASE_URL. */
  databaseUrl: string;
  /** The node process that serves (no npm or tsx wrapper between), for its memory. */
  pid: number;
  /** The pages every benchmark measures: home, catalogue and a seeded course. */
  pages: { name: string; path: string }[];
  stop(): Promise<void>;
}

/** A port from the environment variable `name`, or `fallback`. */
export function portFrom(name: string, fallback: number): number {
  const port = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`${name} must be a port number, not ${process.env[name]}`);
    process.exit(1);
  }
  return port;
}

/** Runs a command in the repository, inheriting the terminal; exits when it fails. */
export function runOrExit(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
    process.exit(1);
  }
}

/** `npm run build` when there is no production build yet. */
export function ensureBuild() {
  if (existsSync(resolve("build/server/index.js"))) return;
  console.log("No production build: running npm run build…");
  runOrExit("npm", ["run", "build"]);
}

/** The machine, for the record in docs/benchmarks.md. */
export function machineSummary(): string {
  const lscpu = spawnSync("lscpu", [], { encoding: "utf8" }).stdout ?? "";
  const model = /^Model name:\s*(.+)$/m.exec(lscpu)?.[1]?.trim() ?? cpus()[0]?.model ?? "unknown";
  const memory = (totalmem() / 1024 ** 3).toFixed(0);
  return `${model}, ${cpus().length} cores, ${memory} GiB; Node ${process.version}`;
}

/** Says so when other work keeps the machine busy: the figures would then be too low. */
export function warnIfBusy() {
  const load = loadavg()[0] ?? 0;
  if (load > cpus().length)
    console.warn(
      `Warning: load average ${load.toFixed(1)} on ${cpus().length} cores: other processes compete for the CPU, so these figures will understate the site. Rerun on a quiet machine to record them.`,
    );
}

/** VmRSS of a process, in MB (1,048,576 bytes), from /proc. */
export function residentMemoryMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmRSS:\s*(\d+)\s*kB/m.exec(status)?.[1]);
  return kb / 1024;
}

async function waitForHealth(origin: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped at start:\n${log()}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`the server did not answer /healthz within 60 s:\n${log()}`);
}

/**
 * Starts `node --import tsx server/index.ts` in production mode on 127.0.0.1:`port`, with a new
 * SQLite database (or `databaseUrl`, a database the caller made) and DATA_DIR in a temporary
 * folder, the demo courses seeded and a random admin password nobody needs. Builds first when
 * there is no build.
 */
export async function startBenchServer(
  port: number,
  options: { databaseUrl?: string } = {},
): Promise<BenchServer> {
  ensureBuild();
  const dir = mkdtempSync(join(tmpdir(), "maarifa-bench-"));
  const databaseUrl = options.databaseUrl ?? `file:${join(dir, "bench.db")}`;
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dir,
      SEED_DEMO: "true",
      ADMIN_PASSWORD: randomBytes(18).toString("base64url"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((done) => child.once("exit", () => done()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // Ctrl-C stops the server too, not only the benchmark.
  process.once("SIGINT", () => void stop().then(() => process.exit(130)));

  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(origin, child, () => output);
    // The first published demo course, as in tests/e2e/budgets.spec.ts.
    const db = createDatabase(databaseUrl);
    const published = await findPublishedCourses(db);
    await db.destroy();
    const demo = demoCourses.find((course) => course.is_published);
    const course = published.find((c) => c.title.en === demo?.title.en);
    if (!course || child.pid === undefined) throw new Error("no seeded demo course");
    return {
      origin,
      databaseUrl,
      pid: child.pid,
      pages: [
        { name: "home", path: "/" },
        { name: "catalogue", path: "/courses" },
        { name: "course", path: `/course/${course.id}` },
      ],
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The p-th percentile of values already sorted ascending (nearest rank). */
/**
 * The PostgreSQL server where the benchmarks create and drop their throwaway databases:
 * BENCH_POSTGRES_URL, else TEST_DATABASE_URL, else the local server.
 */
export function benchPostgresUrl(): string {
  return (
    process.env.BENCH_POSTGRES_URL ??
    process.env.TEST_DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/postgres"
  );
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** A small seeded generator (mulberry32), so every run builds the same data. */
export function seededRandom(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** A markdown table with padded columns (prettier's layout, so docs can take it as it is). */
export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...rows.map((row) => (row[i] ?? "").length), 3),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 3)).join(" | ")} |`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

/** The part of autocannon's result the HTTP benchmarks read (the package ships no types). */
export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
}

interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}

// The package ships no types: its run returns an event emitter that is also a promise.
const runAutocannon = createRequire(import.meta.url)("autocannon") as (
  options: AutocannonOptions,
) => PromiseLike<AutocannonResult> & {
  on(event: "reqError", listener: (error: Error) => void): void;
};

/**
 * autocannon's programmatic API, as bench:http and bench:cluster call it, with each kind of
 * connection error counted by its message: "3 errors" alone does not say whether the server
 * reset a connection or the load generator timed out.
 */
export async function autocannon(
  options: AutocannonOptions,
): Promise<AutocannonResult & { errorKinds: Record<string, number> }> {
  const errorKinds: Record<string, number> = {};
  const run = runAutocannon(options);
  run.on("reqError", (error) => {
    const kind = (error as NodeJS.ErrnoException).code ?? error.message;
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  });
  return { ...(await run), errorKinds };
}
