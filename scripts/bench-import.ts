// npm run bench:import — the hostile course import of issue #26: a ZIP of about 600 KB whose
// stored (not deflated) manifest names 10 courses of 20,000 empty lessons, posted to
// /admin/courses/import of our production server while /healthz is asked every 100 ms from this
// process. Prints the import's time and status, the size of its answer, the server's memory growth
// (VmRSS, sampled at each poll) and /healthz's latency during the import (max and p99), on SQLite
// and PostgreSQL. Then the same for the largest file of empty lessons the limits let through to
// the course checks (250 courses × 200 lessons: 50,000 lessons, 50,000 problems), the most work
// an import can be made to do. A benchmark, not a test: it prints figures for docs/benchmarks.md.
//
// Options (environment): BENCH_DATABASES=sqlite,postgres  BENCH_IMPORT_PORT=3190
//   BENCH_POSTGRES_URL (a server where a throwaway database is created and dropped; default
//   TEST_DATABASE_URL, then postgres://postgres@127.0.0.1:5432/postgres)
import { performance } from "node:perf_hooks";
import { loadavg } from "node:os";
import type { DatabaseKind } from "~/.server/db/create-database";
import { createTestDatabase } from "~/.server/db/testing/test-databases";
import {
  ADMIN_SESSION_COOKIE,
  createAdminSession,
} from "~/features/admin-auth/admin-session.server";
import {
  HOSTILE_COURSES,
  HOSTILE_LESSONS_PER_COURSE,
  hostileZip,
} from "~/features/course-transfer/testing/hostile-zip";
import {
  benchPostgresUrl,
  machineSummary,
  markdownTable,
  percentile,
  portFrom,
  residentMemoryMb,
  startBenchServer,
  warnIfBusy,
} from "./bench-server";

const DATABASES = (process.env.BENCH_DATABASES ?? "sqlite,postgres").split(",") as DatabaseKind[];
const PORT = portFrom("BENCH_IMPORT_PORT", 3190);
const POLL_MS = 100;

process.env.TEST_DATABASE_URL = benchPostgresUrl();

interface Figures {
  kind: DatabaseKind;
  file: string;
  status: number;
  seconds: number;
  answerBytes: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  polls: number;
  healthMaxMs: number;
  healthP99Ms: number;
  healthFailures: number;
}

async function measure(kind: DatabaseKind, file: string, zip: Buffer): Promise<Figures> {
  // A migrated throwaway database (a temporary SQLite file, or a PostgreSQL database dropped
  // after), which the server then opens; the admin session is made in it directly.
  const database = await createTestDatabase(kind);
  const server = await startBenchServer(PORT, { databaseUrl: database.url });
  try {
    // After the start, which ends the owner's sessions of an earlier password.
    const session = await createAdminSession(database.db);
    const cookie = `${ADMIN_SESSION_COOKIE}=${session.token}`;
    const rssBeforeMb = residentMemoryMb(server.pid);
    let rssPeakMb = rssBeforeMb;
    const latencies: number[] = [];
    let healthFailures = 0;
    let importing = true;

    // One request at a time, started every 100 ms (or as soon as the previous one answers when it
    // took longer): a stalled event loop shows as one long wait.
    const poller = (async () => {
      while (importing) {
        const started = performance.now();
        try {
          const response = await fetch(`${server.origin}/healthz`);
          await response.arrayBuffer();
          if (!response.ok) healthFailures++;
        } catch {
          healthFailures++;
        }
        latencies.push(performance.now() - started);
        try {
          rssPeakMb = Math.max(rssPeakMb, residentMemoryMb(server.pid));
        } catch {
          // The server stopped: the import's answer says so.
        }
        const wait = POLL_MS - (performance.now() - started);
        if (wait > 0) await new Promise((done) => setTimeout(done, wait));
      }
    })();

    const form = new FormData();
    form.append("file", new File([zip as BlobPart], "courses.zip", { type: "application/zip" }));
    const started = performance.now();
    const response = await fetch(`${server.origin}/admin/courses/import`, {
      method: "POST",
      body: form,
      headers: { cookie, origin: server.origin },
      redirect: "manual",
    });
    const answerBytes = (await response.arrayBuffer()).byteLength;
    const seconds = (performance.now() - started) / 1000;
    importing = false;
    await poller;
    rssPeakMb = Math.max(rssPeakMb, residentMemoryMb(server.pid));
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      kind,
      file,
      status: response.status,
      seconds,
      answerBytes,
      rssBeforeMb,
      rssPeakMb,
      polls: latencies.length,
      healthMaxMs: sorted.at(-1) ?? 0,
      healthP99Ms: percentile(sorted, 99),
      healthFailures,
    };
  } finally {
    await server.stop();
    await database.destroy();
  }
}

const files: [string, Buffer][] = [
  [`${HOSTILE_COURSES} × ${HOSTILE_LESSONS_PER_COURSE.toLocaleString("en")} lessons`, hostileZip()],
  ["250 × 200 lessons", hostileZip(250, 200)],
];
for (const [name, zip] of files) {
  console.log(`${name}, empty: a ${(zip.length / 1024).toFixed(0)} KB ZIP (manifest stored)`);
}
console.log(
  `Machine: ${machineSummary()}; ${new Date().toISOString().slice(0, 10)}; load average ${loadavg()[0]?.toFixed(2)} at start`,
);
warnIfBusy();
const rows: string[][] = [];
for (const [file, zip] of files)
  for (const kind of DATABASES) {
    const f = await measure(kind, file, zip);
    console.log(
      `${file}, ${kind}: ${f.status} in ${f.seconds.toFixed(2)} s, answer ${(f.answerBytes / 1024).toFixed(1)} KB, RSS ${f.rssBeforeMb.toFixed(0)} → ${f.rssPeakMb.toFixed(0)} MB; /healthz ${f.polls} polls, max ${f.healthMaxMs.toFixed(0)} ms, p99 ${f.healthP99Ms.toFixed(0)} ms, ${f.healthFailures} failed`,
    );
    rows.push([
      f.file,
      f.kind === "sqlite" ? "SQLite" : "PostgreSQL",
      String(f.status),
      `${f.seconds.toFixed(2)} s`,
      f.answerBytes >= 1024 * 1024
        ? `${(f.answerBytes / 1024 / 1024).toFixed(1)} MB`
        : `${(f.answerBytes / 1024).toFixed(1)} KB`,
      `+${(f.rssPeakMb - f.rssBeforeMb).toFixed(0)} MB`,
      `${f.healthMaxMs.toFixed(0)} ms`,
      `${f.healthP99Ms.toFixed(0)} ms`,
      String(f.healthFailures),
    ]);
  }
console.log(
  `\n${markdownTable(
    [
      "File",
      "Database",
      "Status",
      "Import time",
      "Answer",
      "RSS growth",
      "/healthz max",
      "/healthz p99",
      "/healthz failed",
    ],
    rows,
  )}`,
);
process.exit(0);
