// Browser tests against the production build (`npm run test:e2e` builds first). The server runs
// on a fresh SQLite database in a temporary directory, seeded with the demo courses; tests that
// need their own data add it to that same file through tests/e2e/fixtures.ts.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN_PASSWORD, E2E_SUPPORT_PHONE, E2E_SUPPORT_WHATSAPP } from "./tests/e2e/constants";

// Worker processes load this file again: the variable, inherited from the runner, keeps them on
// the directory the runner created. Only a directory created here is removed afterwards.
if (!process.env.E2E_RUN_DIR) {
  process.env.E2E_RUN_DIR = mkdtempSync(join(tmpdir(), "maarifa-e2e-"));
  process.env.E2E_RUN_DIR_OWNED = "true";
}
const runDir = process.env.E2E_RUN_DIR;
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

const CHROMIUM = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    // Debian's Chromium (CHROMIUM_PATH, as in scripts/ensure-chromium.sh); never a download.
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  },
};
const TRANSFER_SPEC = /course-transfer\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Sized for a busy machine (issue #12: CI shares 2 cores with other work). Measured at a load
  // average of about 19: short tests took up to 27 s (axe twice on the course page), 2 to 3 times
  // their quiet time, so the default limit is twice that; long journeys say so with test.slow()
  // (three times the default). Actions and navigations have no limit of their own: each waits
  // within its test's, and a failure still names the step that was waiting.
  timeout: 60_000,
  // One page load and its render can take several seconds at that load; 5 s was too tight.
  expect: { timeout: 10_000 },
  reporter: "list",
  outputDir: "test-results",
  globalTeardown: "./tests/e2e/global-teardown.ts",
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "chromium", use: CHROMIUM, testIgnore: TRANSFER_SPEC },
    // The course import copies every course of the shared database for a moment (issue #14): run
    // it alone, after the others, so no test meets a second card with its course's title.
    { name: "transfer", use: CHROMIUM, testMatch: TRANSFER_SPEC, dependencies: ["chromium"] },
  ],
  webServer: {
    // tsx straight from node_modules: no npm wrapper between Playwright and the server.
    command: "node_modules/.bin/tsx server/index.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
    stderr: "pipe",
    // Lets the server finish its requests and close the database, as in production.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    env: {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: `file:${join(runDir, "e2e.db")}`,
      DATA_DIR: runDir,
      SEED_DEMO: "true",
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      // The footer's and the terms' contact links (issue #27): shown only when set.
      SUPPORT_PHONE: E2E_SUPPORT_PHONE,
      SUPPORT_WHATSAPP: E2E_SUPPORT_WHATSAPP,
      // No load balancer to tell: stop at once when the run ends (decision 0017).
      SHUTDOWN_DELAY_MS: "0",
      // Playwright prints the server's stdout: problems only, not a line per request.
      LOG_LEVEL: "warn",
    },
  },
});
