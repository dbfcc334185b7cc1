import { rmSync } from "node:fs";

/**
 * Removes the run's temporary database directory, unless the caller supplied E2E_RUN_DIR.
 * Playwright runs this before it stops the web server; on Linux the server keeps its open
 * database files until it exits, so the removal is safe.
 */
export default function globalTeardown() {
  const dir = process.env.E2E_RUN_DIR;
  if (dir && process.env.E2E_RUN_DIR_OWNED === "true") {
    rmSync(dir, { recursive: true, force: true });
  }
}
