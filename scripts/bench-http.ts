// npm run bench:http — throughput and latency of our production server (issue #5) on the seeded
// SQLite database, beside nginx serving the very same HTML as static files: the ratio shows how
// far the server is from the cost of just sending bytes. autocannon, BENCH_HTTP_CONNECTIONS
// connections (default 50) for BENCH_HTTP_SECONDS seconds (default 20) per page and server, after
// a 3-second warm-up, loopback only. Prints requests/s, p50 and p99 latency, the ratio ours/nginx
// and the server's resident memory at the end, beside the targets. A benchmark, not a test.
//
// Needs nginx (`bash scripts/ensure-nginx.sh` installs nginx-light when run as root; the npm
// script calls it first). Options (environment): BENCH_HTTP_CONNECTIONS=50 BENCH_HTTP_SECONDS=20
//   BENCH_PORT=3600 (our server)  BENCH_NGINX_PORT=3601  NGINX_PATH=/usr/sbin/nginx
//   BENCH_ACCEPT_ENCODING="gzip, deflate, br" (what the load sends; "" for none)
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import {
  autocannon,
  type AutocannonResult,
  machineSummary,
  markdownTable,
  portFrom,
  residentMemoryMb,
  startBenchServer,
  warnIfBusy,
} from "./bench-server";

const CONNECTIONS = Math.max(1, Number(process.env.BENCH_HTTP_CONNECTIONS ?? 50));
// Bounded: at most ten minutes per run, whatever is asked.
const SECONDS = Math.min(600, Math.max(1, Number(process.env.BENCH_HTTP_SECONDS ?? 20)));
const WARMUP_SECONDS = 3;
const PORT = portFrom("BENCH_PORT", 3600);
const NGINX_PORT = portFrom("BENCH_NGINX_PORT", 3601);
const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
// What a browser sends: the server compresses as it would for a visitor, and so does nginx.
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? "gzip, deflate, br";

/** Issue #5 targets. */
const TARGET = { requestsPerSecond: 2_000, ratio: 0.25, p99Ms: 50, rssMb: 250 };

async function load(url: string, seconds: number): Promise<AutocannonResult> {
  const headers: Record<string, string> = ACCEPT_ENCODING
    ? { "accept-encoding": ACCEPT_ENCODING }
    : {};
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
}

/** A minimal nginx serving `pages` (path → file name in `root`), everything kept in `dir`. */
function nginxConfig(dir: string, root: string, pages: { path: string; file: string }[]) {
  const locations = pages
    .map(({ path, file }) => `    location = ${path} { try_files /${file} =404; }`)
    .join("\n");
  return `# Written by scripts/bench-http.ts for one run.
daemon off;
user root;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  default_type text/html;
  charset utf-8;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  gzip on;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${root};
${locations}
    location / { return 404; }
  }
}
`;
}

async function startNginx(dir: string, firstUrl: string) {
  let output = "";
  const child = spawn(
    NGINX,
    ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx stopped at start:\n${output}`);
    try {
      if ((await fetch(firstUrl)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`nginx did not answer within 15 s:\n${output}`);
    await new Promise((done) => setTimeout(done, 100));
  }
  return async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGQUIT"); // graceful shutdown
      const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(killer);
    }
  };
}

interface Row {
  page: string;
  path: string;
  ours: AutocannonResult;
  nginx: AutocannonResult;
}

const mark = (met: boolean) => (met ? "met" : "NOT met");

async function main() {
  console.log(`Machine: ${machineSummary()}; load average ${loadavg()[0]?.toFixed(2)} at start`);
  warnIfBusy();
  const server = await startBenchServer(PORT);
  const dir = mkdtempSync(join(tmpdir(), "maarifa-nginx-"));
  let stopNginx: (() => Promise<void>) | undefined;
  const rows: Row[] = [];
  let rssMb = Number.NaN;
  try {
    // The same HTML our server sends, saved once as static files for nginx.
    const root = join(dir, "html");
    mkdirSync(root);
    mkdirSync(join(dir, "temp"));
    const files: { path: string; file: string }[] = [];
    for (const page of server.pages) {
      const response = await fetch(`${server.origin}${page.path}`);
      if (!response.ok) throw new Error(`${page.path} answered ${response.status}`);
      writeFileSync(join(root, `${page.name}.html`), await response.text());
      files.push({ path: page.path, file: `${page.name}.html` });
    }
    writeFileSync(join(dir, "nginx.conf"), nginxConfig(dir, root, files));
    const nginxOrigin = `http://127.0.0.1:${NGINX_PORT}`;
    stopNginx = await startNginx(dir, `${nginxOrigin}/`);

    for (const page of server.pages) {
      const results: Partial<Record<"ours" | "nginx", AutocannonResult>> = {};
      for (const [label, origin] of [
        ["ours", server.origin],
        ["nginx", nginxOrigin],
      ] as const) {
        const url = `${origin}${page.path}`;
        await load(url, WARMUP_SECONDS);
        const result = await load(url, SECONDS);
        if (result.non2xx || result.errors || result.timeouts)
          console.warn(
            `${label} ${page.path}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
          );
        console.log(
          `${page.name} (${label}): ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
        );
        results[label] = result;
      }
      rows.push({ page: page.name, path: page.path, ours: results.ours!, nginx: results.nginx! });
    }
    rssMb = residentMemoryMb(server.pid);
  } finally {
    await stopNginx?.();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }

  console.log(
    `\nautocannon, ${CONNECTIONS} connections, ${SECONDS} s per page and server after ${WARMUP_SECONDS} s of warm-up; accept-encoding: ${ACCEPT_ENCODING || "(none)"}`,
  );
  console.log(
    `Date: ${new Date().toISOString().slice(0, 10)}; load average ${loadavg()[0]?.toFixed(2)} at the end\n`,
  );
  const path = (p: string) => (p.startsWith("/course/") ? "`/course/<id>`" : `\`${p}\``);
  console.log(
    markdownTable(
      [
        "page",
        "URL",
        "ours req/s",
        "ours p50 ms",
        "ours p99 ms",
        "nginx req/s",
        "nginx p50 ms",
        "nginx p99 ms",
        "ratio ours/nginx",
      ],
      rows.map(({ page, path: p, ours, nginx }) => [
        page,
        path(p),
        ours.requests.average.toFixed(0),
        String(ours.latency.p50),
        String(ours.latency.p99),
        nginx.requests.average.toFixed(0),
        String(nginx.latency.p50),
        String(nginx.latency.p99),
        (ours.requests.average / nginx.requests.average).toFixed(3),
      ]),
    ),
  );
  console.log(
    `\nServer resident memory (VmRSS of pid ${server.pid}) at the end: ${rssMb.toFixed(0)} MB`,
  );
  console.log("\nTargets (issue #5):");
  for (const { page, ours, nginx } of rows) {
    const ratio = ours.requests.average / nginx.requests.average;
    console.log(
      `- ${page}: ≥ ${TARGET.requestsPerSecond} req/s ${mark(ours.requests.average >= TARGET.requestsPerSecond)}; ratio ≥ ${TARGET.ratio} ${mark(ratio >= TARGET.ratio)}; p99 ≤ ${TARGET.p99Ms} ms ${mark(ours.latency.p99 <= TARGET.p99Ms)}`,
    );
  }
  console.log(`- RSS ≤ ${TARGET.rssMb} MB ${mark(rssMb <= TARGET.rssMb)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
