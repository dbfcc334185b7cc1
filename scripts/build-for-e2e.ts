// npm run build:e2e — the production build the browser tests run against, made with
// ADMIN_PASSWORD set to the e2e server's password (tests/e2e/constants.ts, the one place it is
// written). tests/e2e/admin.spec.ts scans build/client for that password: the scan proves
// nothing unless the build could have leaked it (a Vite `define`, an `import.meta.env` read).
// On success it leaves build/server/e2e-build.json, which the scan checks; any later plain
// build empties build/server and so removes it.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { E2E_ADMIN_PASSWORD } from "../tests/e2e/constants";

export const E2E_BUILD_MARKER = "build/server/e2e-build.json";

/** What the marker records: a digest, so the password itself is written nowhere new. */
export const passwordDigest = (password: string) =>
  createHash("sha256").update(password).digest("hex");

// Run as a script (not when the browser tests import the two names above).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const build = spawnSync(resolve("node_modules/.bin/react-router"), ["build"], {
    stdio: "inherit",
    env: { ...process.env, ADMIN_PASSWORD: E2E_ADMIN_PASSWORD },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(
    E2E_BUILD_MARKER,
    `${JSON.stringify({ adminPasswordSha256: passwordDigest(E2E_ADMIN_PASSWORD) })}\n`,
  );
}
