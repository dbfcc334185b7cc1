// Several real instances of the production server behind real nginx (issue #13): what the
// two-instance browser test (tests/e2e/cluster.spec.ts) and `npm run bench:cluster` share. Each
// instance is its own `node --import tsx server/index.ts` process, as systemd runs it
// (docs/deploy/maarifa@.service), on one fresh PostgreSQL database and one s3rver bucket; nginx
// runs docs/deploy/nginx.conf.template itself, rendered into a temporary prefix, as the current
// user. Not a script of its own.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import {
  accessSync,
  closeSync,
  constants,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { dirname, join, resolve } from "node:path";
import pg from "pg";
import { startThrowawayPostgres } from "./throwaway-postgres";
import {
  startS3TestServer,
  S3RVER_CREDENTIALS,
  type S3TestServer,
} from "~/.server/storage/testing/s3-server";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
export const NGINX_TEMPLATE = resolve("docs/deploy/nginx.conf.template");

export function nginxInstalled(): boolean {
  try {
    accessSync(NGINX, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * What the two-instance test needs, made ready: nginx (installed with apt by
 * scripts/ensure-nginx.sh when it is missing and we are root) and a PostgreSQL server to create
 * the cluster's database on: TEST_DATABASE_URL's, or, when it is unset, a throwaway server of the
 * test's own (scripts/cluster/throwaway-postgres.ts), which `release` stops. Nothing here is a
 * reason to skip: what cannot be made ready is an error saying how to fix it.
 */
export async function ensureClusterPrerequisites(
  portFrom: number,
): Promise<{ adminDatabaseUrl: string; release: () => void }> {
  if (!nginxInstalled()) {
    const result = spawnSync("bash", ["scripts/ensure-nginx.sh"], { encoding: "utf8" });
    if (result.status !== 0 || !nginxInstalled()) {
      throw new Error(`nginx is required and could not be installed:\n${result.stderr ?? ""}`);
    }
  }
  const given = process.env.TEST_DATABASE_URL;
  if (given) return { adminDatabaseUrl: given, release: () => undefined };
  const [port] = await freePorts(1, portFrom);
  const server = startThrowawayPostgres(port!);
  return { adminDatabaseUrl: server.url, release: () => server.stop() };
}

/** True when nothing listens on 127.0.0.1:`port` (checked by listening on it for a moment). */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once("error", () => done(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => done(true)));
  });
}

/**
 * `count` ports free now, the first ones from `from` up: fixed ranges keep parallel runs apart
 * (E2E_CLUSTER_PORT, BENCH_CLUSTER_PORT), and a port taken by something else is skipped.
 */
export async function freePorts(count: number, from: number): Promise<number[]> {
  const ports: number[] = [];
  for (let port = from; port < from + 200 && ports.length < count; port++) {
    if (await portIsFree(port)) ports.push(port);
  }
  if (ports.length < count) throw new Error(`fewer than ${count} free ports from ${from}`);
  return ports;
}

/** docs/deploy/nginx.conf.template with every placeholder replaced; one fails if any is left. */
export function renderNginxConfig(values: {
  prefix: string;
  user: string;
  listenPort: number;
  upstreamPorts: number[];
}): string {
  const upstreams = values.upstreamPorts
    .map((port) => `server 127.0.0.1:${port} max_fails=3 fail_timeout=10s;`)
    .join("\n    ");
  const replacements: Record<string, string> = {
    PREFIX: values.prefix,
    USER: values.user,
    LISTEN_PORT: String(values.listenPort),
    UPSTREAM_SERVERS: upstreams,
  };
  const rendered = readFileSync(NGINX_TEMPLATE, "utf8").replace(
    /\{\{([A-Z_]+)\}\}/g,
    (whole, name: string) => {
      const value = replacements[name];
      if (value === undefined) throw new Error(`${NGINX_TEMPLATE}: unknown placeholder ${whole}`);
      return value;
    },
  );
  return rendered;
}

/** Polls `url` until it answers 200; fails early when `exited()` says the process has gone. */
async function waitUntilOk(url: string, exited: () => boolean, what: () => string, ms = 90_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`${what()}\nstopped before ${url} answered`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${what()}\n${url} did not answer 200 within ${ms / 1000} s`);
}

/** Processes to end if the test or benchmark itself ends without stopping them (a crash). */
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

function track(child: ChildProcess) {
  running.add(child);
  child.once("exit", () => running.delete(child));
  return new Promise<number | null>((done) =>
    child.once("exit", (code, signal) => done(code ?? (signal ? null : 0))),
  );
}

export interface NginxInstance {
  origin: string;
  prefix: string;
  /** nginx's access log so far (docs/deploy/nginx.conf.template's `maarifa` format). */
  accessLog(): string;
  stop(): Promise<void>;
}

/** Renders the template for `upstreamPorts` into a new prefix and starts nginx on `listenPort`. */
export async function startNginx(
  listenPort: number,
  upstreamPorts: number[],
): Promise<NginxInstance> {
  const prefix = mkdtempSync(join(tmpdir(), "maarifa-nginx-"));
  const config = join(prefix, "nginx.conf");
  // Root's workers stay root: the prefix, made by mkdtemp, is only root's to enter. Any other
  // user runs nginx's workers as themselves (nginx ignores `user` then, with a warning).
  writeFileSync(
    config,
    renderNginxConfig({ prefix, user: userInfo().username, listenPort, upstreamPorts }),
  );
  let output = "";
  const child = spawn(NGINX, ["-p", prefix, "-c", config, "-e", join(prefix, "error.log")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = track(child);
  const origin = `http://127.0.0.1:${listenPort}`;
  const readError = () => {
    try {
      return readFileSync(join(prefix, "error.log"), "utf8");
    } catch {
      return "";
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGTERM: fast shutdown, the master ends its workers before it exits.
      child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    // /healthz goes to an instance: nginx answers only once it and an upstream are up.
    await waitUntilOk(
      `${origin}/healthz`,
      () => child.exitCode !== null,
      () => `nginx (${NGINX} -p ${prefix}):\n${output}${readError()}`,
      20_000,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    origin,
    prefix,
    accessLog() {
      try {
        return readFileSync(join(prefix, "access.log"), "utf8");
      } catch {
        return "";
      }
    },
    stop,
  };
}

/** One line of an instance's JSON request log (the contract of the logging work, issue #13). */
export interface RequestLogLine {
  reqId: string;
  instance?: string;
  req?: { method?: string; path?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

export interface AppInstance {
  /** Its INSTANCE_ID. */
  id: string;
  port: number;
  origin: string;
  /** The node process that serves (no npm or tsx wrapper between). */
  pid: number;
  /** The request log lines seen so far on its stdout, by reqId (unless `recordRequests` is false). */
  requests: Map<string, RequestLogLine>;
  /** The last 20,000 characters of its stdout and stderr. */
  output(): string;
  /** SIGTERM (graceful shutdown), and its exit code once it has exited. */
  stop(): Promise<number | null>;
}

/**
 * Starts one production instance on 127.0.0.1:`port` with `env` on top of this process's
 * environment (S3_ and the other settings of the site are not inherited: `env` says them all).
 * Resolves once its /readyz answers 200: migrated, seeded, serving.
 */
export async function startInstance(
  id: string,
  port: number,
  env: Record<string, string>,
  { recordRequests = true }: { recordRequests?: boolean } = {},
): Promise<AppInstance> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !/^(S3_|DATABASE_URL$|DATA_DIR$|PUBLIC_URL$|ADMIN_PASSWORD$|GA_MEASUREMENT_ID$|INSTANCE_ID$)/.test(
          name,
        ),
    ),
  );
  // A benchmark reads none of its hundreds of thousands of request lines: they go to a file, so
  // that reading them takes no CPU from the load generator running in this same process (it did,
  // and more with two instances than with one).
  const logFile = recordRequests
    ? undefined
    : join(mkdtempSync(join(tmpdir(), `maarifa-instance-${id}-`)), "stdout.log");
  const logFd = logFile ? openSync(logFile, "w") : undefined;
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...inherited,
      ...env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      INSTANCE_ID: id,
    },
    stdio: ["ignore", logFd ?? "pipe", "pipe"],
  });
  if (logFd !== undefined) closeSync(logFd);
  const exited = track(child);
  const requests = new Map<string, RequestLogLine>();
  let output = "";
  let partial = "";
  const keep = (text: string) => {
    output = (output + text).slice(-20_000);
  };
  child.stdout?.on("data", (chunk: Buffer) => {
    const text = chunk.toString();
    keep(text);
    const lines = (partial + text).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      if (!line.startsWith("{") || !line.includes('"reqId"')) continue;
      try {
        const record = JSON.parse(line) as RequestLogLine;
        if (typeof record.reqId === "string") requests.set(record.reqId, record);
      } catch {
        // Not a JSON line after all.
      }
    }
  });
  child.stderr?.on("data", (chunk: Buffer) => keep(chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 30_000);
      const code = await exited;
      clearTimeout(killer);
      if (logFile) rmSync(dirname(logFile), { recursive: true, force: true });
      return code;
    }
    return child.exitCode;
  };
  try {
    await waitUntilOk(
      `${origin}/readyz`,
      () => child.exitCode !== null,
      () => `instance ${id} on port ${port}:\n${logFile ? fileTail() : ""}${output}`,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  if (child.pid === undefined) throw new Error(`instance ${id} has no pid`);
  /** The file's last 20,000 characters, then what stderr said. */
  const fileTail = () => {
    if (!logFile) return "";
    try {
      return readFileSync(logFile, "utf8").slice(-20_000);
    } catch {
      return "";
    }
  };
  return {
    id,
    port,
    origin,
    pid: child.pid,
    requests,
    output: () => (logFile ? `${fileTail()}\n${output}` : output),
    stop,
  };
}

/** A new, empty PostgreSQL database beside TEST_DATABASE_URL's, and how to drop it. */
export async function createEmptyPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `maarifa_cluster_${process.pid}_${randomUUID().slice(0, 8)}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // Every instance has stopped by then; FORCE is for one that did not.
    drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

export interface Cluster {
  /** nginx in front of every instance. */
  nginx: NginxInstance;
  instances: AppInstance[];
  /** The shared PostgreSQL database's DATABASE_URL. */
  databaseUrl: string;
  s3: S3TestServer;
  bucket: string;
  /** Ports still free in the cluster's range, for more nginx instances (`startNginx`). */
  sparePorts: number[];
  /** Stops nginx (and any `extra` nginx), then each instance (SIGTERM), s3rver, and drops the database. */
  stop(extra?: NginxInstance[]): Promise<void>;
}

/**
 * `count` instances named `a`, `b`, … on one new PostgreSQL database (migrated and seeded with
 * the demo courses by the instances themselves, under their start-up lock) and one new s3rver
 * bucket, behind one nginx; ports from `portFrom` up (nginx first, then s3rver, the instances,
 * and `spare` more). Everything started is stopped again if a later step fails.
 */
export async function startCluster(options: {
  count: number;
  portFrom: number;
  adminDatabaseUrl: string;
  adminPassword: string;
  spare?: number;
  /** Keep each instance's request log lines by reqId (default true; a benchmark says false). */
  recordRequests?: boolean;
}): Promise<Cluster> {
  const ports = await freePorts(2 + options.count + (options.spare ?? 0), options.portFrom);
  const [nginxPort, s3Port] = ports as [number, number];
  const instancePorts = ports.slice(2, 2 + options.count);
  const sparePorts = ports.slice(2 + options.count);
  const cleanups: (() => Promise<unknown>)[] = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    cleanups.length = 0;
  };
  try {
    const database = await createEmptyPostgresDatabase(options.adminDatabaseUrl);
    cleanups.push(database.drop);
    const s3 = await startS3TestServer({ port: s3Port });
    cleanups.push(s3.stop);
    const bucket = await s3.createBucket("cluster");
    const dataDir = mkdtempSync(join(tmpdir(), "maarifa-cluster-"));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const origin = `http://127.0.0.1:${nginxPort}`;
    const env = (id: string) => {
      const instanceDir = join(dataDir, id);
      mkdirSync(instanceDir);
      return {
        DATABASE_URL: database.url,
        // Each its own: nothing an instance keeps on disk may be what another one needs.
        DATA_DIR: instanceDir,
        SEED_DEMO: "true",
        ADMIN_PASSWORD: options.adminPassword,
        TRUST_PROXY: "1",
        PUBLIC_URL: origin,
        SHUTDOWN_DELAY_MS: "0",
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: bucket,
        S3_FORCE_PATH_STYLE: "true",
        S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      };
    };
    // Started together, as a deployment would: they take turns preparing the database.
    const started = await Promise.allSettled(
      instancePorts.map((port, index) => {
        const id = String.fromCharCode(97 + index);
        return startInstance(id, port, env(id), { recordRequests: options.recordRequests });
      }),
    );
    const instances = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
    for (const instance of instances) cleanups.push(instance.stop);
    const failed = started.find((s) => s.status === "rejected");
    if (failed) throw failed.reason;
    const nginx = await startNginx(nginxPort, instancePorts);
    cleanups.push(nginx.stop);
    return {
      nginx,
      instances,
      databaseUrl: database.url,
      s3,
      bucket,
      sparePorts,
      async stop(extra = []) {
        for (const other of extra) await other.stop().catch(() => undefined);
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
