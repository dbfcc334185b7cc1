// A PostgreSQL server of the test's own, for the two-instance test when TEST_DATABASE_URL is not
// set: a fresh cluster (initdb) in a temporary folder, listening on 127.0.0.1 at a free port and
// on a socket in that folder only, stopped and deleted afterwards. Debian's server binaries come
// from scripts/ensure-postgres.sh. PostgreSQL refuses to run as root, so as root the folder is
// given to the `postgres` user and the binaries run as that user (runuser).
import { spawnSync } from "node:child_process";
import { chownSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";

export interface ThrowawayPostgres {
  /** Connection string of the `postgres` database (a superuser, trust authentication). */
  url: string;
  stop(): void;
}

function serverBinaries(): string {
  const installed = spawnSync("bash", ["scripts/ensure-postgres.sh"], { encoding: "utf8" });
  if (installed.status !== 0) throw new Error(installed.stderr || "PostgreSQL is not installed");
  const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a));
  return join("/usr/lib/postgresql", versions[0]!, "bin");
}

export function startThrowawayPostgres(port: number): ThrowawayPostgres {
  const bin = serverBinaries();
  const dir = mkdtempSync(join(tmpdir(), "maarifa-pg-"));
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const id = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
    chownSync(dir, Number(id.stdout), Number(gid.stdout));
  }
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ["runuser", ["-u", "postgres", "--", join(bin, command), ...args]]
      : [join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: "utf8" });
    if (result.status !== 0) {
      throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
    }
  };
  const data = join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  run("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "log"), "-w", "start"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
