// npm run bench:cluster — what the balancer costs (issue #13): the home, catalogue and course
// pages through nginx (docs/deploy/nginx.conf.template, as deployed) with one instance behind it
// and with two, both on one PostgreSQL database, uploads in s3rver. The instances and nginx are
// started as in the two-instance browser test (scripts/cluster/harness.ts): two instances run
// throughout, and two nginx instances on their own ports send to one of them or to both, measured
// page by page in turn (in alternating order) so that a change in the machine's load touches both
// setups alike.
// autocannon, BENCH_CLUSTER_CONNECTIONS connections (default 50) for BENCH_CLUSTER_SECONDS seconds
// (default 20) per page and setup after a 3-second warm-up, loopback only. Prints requests/s, p99,
// errors and non-2xx answers of each, the ratio two/one beside the issue's target (≥ 0.9), and
// exits 1 if any request failed or was not answered 2xx. A benchmark, not a test.
//
// On a 2-core machine two instances share the same two cores (and nginx, PostgreSQL and the load
// generator run there too), so two cannot be much faster than one: the figure shows what the
// balancer and a second process cost, and that nothing fails.
//
// Needs nginx (the npm script runs scripts/ensure-nginx.sh first) and PostgreSQL: a new database is
// created on BENCH_POSTGRES_URL's server (default TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/postgres) and dropped at the end. Options
// (environment): BENCH_CLUSTER_CONNECTIONS=50 BENCH_CLUSTER_SECONDS=20 BENCH_CLUSTER_PORT=3610
// (first of five ports tried; free ones from there up) NGINX_PATH=/usr/sbin/nginx
// BENCH_ACCEPT_ENCODING="gzip, deflate, br".
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { createDatabase } from "~/.server/db/create-database";
import { findPublishedCourses } from "~/.server/db/repositories/courses";
import { demoCourses } from "~/.server/db/seed/demo-courses";
import {
  autocannon,
  type AutocannonResult,
  ensureBuild,
  machineSummary,
  markdownTable,
  portFrom,
  warnIfBusy,
  benchPostgresUrl,
} from "./bench-server";
import { startCluster, startNginx, type Cluster, type NginxInstance } from "./cluster/harness";

const CONNECTIONS = Math.max(1, Number(process.env.BENCH_CLUSTER_CONNECTIONS ?? 50));
// Bounded: at most ten minutes per run, whatever is asked.
const SECONDS = Math.min(600, Math.max(1, Number(process.env.BENCH_CLUSTER_SECONDS ?? 20)));
const WARMUP_SECONDS = 3;
const PORT_FROM = portFrom("BENCH_CLUSTER_PORT", 3610);
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? "gzip, deflate, br";
/** Issue #13: two instances at least 0.9 times one, through the same nginx configuration. */
const TARGET_RATIO = 0.9;

function load(url: string, seconds: number): ReturnType<typeof autocannon> {
  const headers: Record<string, string> = ACCEPT_ENCODING
    ? { "accept-encoding": ACCEPT_ENCODING }
    : {};
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
}

/** " (ECONNRESET ×2)": what the errors were, when there were any. */
const errorKinds = ({ errorKinds: kinds }: Awaited<ReturnType<typeof autocannon>>) =>
  Object.keys(kinds).length
    ? ` (${Object.entries(kinds)
        .map(([kind, count]) => `${kind} ×${count}`)
        .join(", ")})`
    : "";

/** Requests that failed (autocannon's `errors` include its timeouts) or were not answered 2xx. */
const failures = (r: AutocannonResult) => r.errors + r.non2xx;

interface Row {
  page: string;
  path: string;
  one: AutocannonResult;
  two: AutocannonResult;
}

async function main() {
  const adminDatabaseUrl = benchPostgresUrl();
  console.log(`Machine: ${machineSummary()}; load average ${loadavg()[0]?.toFixed(2)} at start`);
  warnIfBusy();
  ensureBuild();

  const startLoad = loadavg()[0] ?? 0;
  let cluster: Cluster | undefined;
  let oneInstance: NginxInstance | undefined;
  const rows: Row[] = [];
  // Ctrl-C stops every process it started, not only the benchmark.
  process.once(
    "SIGINT",
    () => void cluster?.stop(oneInstance ? [oneInstance] : []).then(() => process.exit(130)),
  );
  try {
    cluster = await startCluster({
      count: 2,
      portFrom: PORT_FROM,
      adminDatabaseUrl,
      adminPassword: randomBytes(18).toString("base64url"),
      spare: 1,
      recordRequests: false,
    });
    const [first] = cluster.instances;
    const [sparePort] = cluster.sparePorts;
    if (!first || sparePort === undefined) throw new Error("the cluster has no instance");
    oneInstance = await startNginx(sparePort, [first.port]);
    const setups = { one: oneInstance.origin, two: cluster.nginx.origin };
    console.log(
      `nginx with one instance: ${setups.one} → ${first.port}; with two: ${setups.two} → ${cluster.instances.map((i) => i.port).join(", ")}`,
    );

    // The first published demo course, as bench:http and bench:lighthouse take it.
    const db = createDatabase(cluster.databaseUrl);
    const published = await findPublishedCourses(db);
    await db.destroy();
    const demo = demoCourses.find((course) => course.is_published);
    const course = published.find((c) => c.title.en === demo?.title.en);
    if (!course) throw new Error("no seeded demo course");
    const pages = [
      { name: "home", path: "/" },
      { name: "catalogue", path: "/courses" },
      { name: "course", path: `/course/${course.id}` },
    ];

    for (const [index, page] of pages.entries()) {
      const results: Partial<Record<keyof typeof setups, AutocannonResult>> = {};
      // One then two, then two then one: a machine whose load drifts during the run (other work)
      // does not favour the same setup on every page.
      const order = index % 2 === 0 ? (["one", "two"] as const) : (["two", "one"] as const);
      for (const setup of order) {
        const url = `${setups[setup]}${page.path}`;
        await load(url, WARMUP_SECONDS);
        const result = await load(url, SECONDS);
        console.log(
          `${page.name} (${setup} instance${setup === "two" ? "s" : ""}): ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, ${result.errors} errors (${result.timeouts} of them timeouts), ${result.non2xx} non-2xx; load average ${loadavg()[0]?.toFixed(2)}${errorKinds(result)}`,
        );
        results[setup] = result;
      }
      rows.push({ page: page.name, path: page.path, one: results.one!, two: results.two! });
    }
  } finally {
    await cluster?.stop(oneInstance ? [oneInstance] : []);
  }

  console.log(
    `\nautocannon, ${CONNECTIONS} connections, ${SECONDS} s per page and setup after ${WARMUP_SECONDS} s of warm-up; accept-encoding: ${ACCEPT_ENCODING || "(none)"}; through nginx (docs/deploy/nginx.conf.template), instances on PostgreSQL`,
  );
  console.log(
    `Date: ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC; load average ${startLoad.toFixed(2)} at the start, ${loadavg()[0]?.toFixed(2)} at the end\n`,
  );
  const path = (p: string) => (p.startsWith("/course/") ? "`/course/<id>`" : `\`${p}\``);
  console.log(
    markdownTable(
      [
        "page",
        "URL",
        "1 instance req/s",
        "1 instance p99 ms",
        "2 instances req/s",
        "2 instances p99 ms",
        "ratio 2/1",
        "errors",
        "non-2xx",
      ],
      rows.map(({ page, path: p, one, two }) => [
        page,
        path(p),
        one.requests.average.toFixed(0),
        String(one.latency.p99),
        two.requests.average.toFixed(0),
        String(two.latency.p99),
        (two.requests.average / one.requests.average).toFixed(2),
        String(one.errors + two.errors),
        String(one.non2xx + two.non2xx),
      ]),
    ),
  );
  console.log(`\nTarget (issue #13): two instances ≥ ${TARGET_RATIO} × one, 0 errors, 0 non-2xx`);
  let failed = false;
  for (const { page, one, two } of rows) {
    const ratio = two.requests.average / one.requests.average;
    const bad = failures(one) + failures(two);
    if (bad > 0) failed = true;
    console.log(
      `- ${page}: ratio ${ratio.toFixed(2)} ${ratio >= TARGET_RATIO ? "met" : "NOT met"}; ${bad === 0 ? "no failed request" : `${bad} failed or non-2xx requests`}`,
    );
  }
  if (failed) {
    console.error("Some requests failed or were not answered 2xx.");
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
