// Start-up: validate the environment, open the database once, migrate, seed, serve, and shut
// down cleanly on SIGTERM/SIGINT so no acknowledged write is lost.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createDatabase } from "~/.server/db/create-database";
import { parseEnvOrExit } from "~/.server/env";
import { createStorage } from "~/.server/storage/create-storage";
import { startOrphanThumbnailSweeps } from "~/.server/storage/thumbnail-cleanup";
import { AnalyticsCollector } from "~/features/analytics/event-collector.server";
import { startAnalyticsRollUps } from "~/features/analytics/roll-up.server";
import { createApp } from "./app";
import { prepareDatabase } from "./prepare-database";

const env = parseEnvOrExit();

// DATA_DIR/uploads, or the S3 bucket when S3_* is set (docs/decisions/0015-s3-storage.md); a
// bucket that is missing or out of reach stops the start, naming S3_BUCKET.
const storage = await createStorage(env).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

// Migrations may rewrite whole tables, so they run on a connection of their own without the
// statement timeout that keeps the serving one from hanging (issue #12); it closes before serving.
const setup = createDatabase(env.DATABASE_URL, { statementTimeoutMs: 0 });
try {
  await prepareDatabase(setup, env, (message) => console.log(message));
} finally {
  await setup.destroy();
}
const db = createDatabase(env.DATABASE_URL);

let build: ServerBuild | (() => Promise<ServerBuild>);
let devMiddleware;
if (env.NODE_ENV === "development") {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  devMiddleware = viteServer.middlewares;
  build = () =>
    viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
} else {
  const buildPath = resolve("build/server/index.js");
  build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
}

// Uploads abandoned before Save (a cancelled editor, or a cleanup that failed) are removed once a
// day old, at start and every 6 hours after: a younger one may belong to an editor still open.
const orphanSweeps = startOrphanThumbnailSweeps(db, storage);
// Analytics events are written in small batches; the roll-up turns closed days into daily counts
// and deletes raw events after 90 days (docs/decisions/0010-first-party-analytics.md).
const analytics = new AnalyticsCollector(db);
const analyticsRollUps = startAnalyticsRollUps(db);

const app = createApp({
  db,
  storage,
  mode: env.NODE_ENV,
  build,
  devMiddleware,
  clientDir: resolve("build/client"),
  trustProxy: env.TRUST_PROXY,
  analytics,
  gaMeasurementId: env.GA_MEASUREMENT_ID,
  publicOrigin: env.PUBLIC_URL,
});
if (!env.PUBLIC_URL) {
  console.warn(
    "PUBLIC_URL is not set: absolute URLs in pages (canonical, og:url, og:image) use each request's Host. Set PUBLIC_URL to the site's address before putting a CDN or proxy in front.",
  );
}

const server = app.listen(env.PORT, env.HOST, () => {
  const host = env.HOST === "0.0.0.0" ? "localhost" : env.HOST;
  console.log(`Serving on http://${host}:${env.PORT} (${env.NODE_ENV})`);
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  clearInterval(orphanSweeps);
  clearInterval(analyticsRollUps);
  console.log(`${signal} received: finishing open requests, then closing the database.`);
  // Give in-flight requests a moment; do not wait forever on idle keep-alive sockets.
  const force = setTimeout(() => server.closeAllConnections(), 10_000);
  force.unref();
  server.close(() => {
    // Every request has been answered (each waited for its own batch); anything still queued,
    // such as a request cut off by the 10 s limit, is written before the database closes.
    analytics
      .close()
      .catch((error: unknown) => console.error("Writing the last analytics events failed:", error))
      .then(() => db.destroy())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error("Closing the database failed:", error);
          process.exit(1);
        },
      );
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
