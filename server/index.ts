// Start-up: validate the environment, open the database once, migrate, seed, serve, and shut
// down cleanly on SIGTERM/SIGINT so no request or acknowledged write is lost
// (server/graceful-shutdown.ts).
import { mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createDatabase } from "~/.server/db/create-database";
import {
  exitWithConfigurationError,
  mailSettings,
  parseEnvOrExit,
  shutdownDelayMs,
} from "~/.server/env";
import { loggerFromEnv } from "~/.server/logger";
import { createMailOutbox } from "~/.server/mail/mail-outbox";
import { auditRetentionJob } from "~/.server/jobs/audit-retention";
import { lessonVisitRetentionJob } from "~/.server/jobs/lesson-visit-retention";
import { mediaProcessingJob } from "~/.server/jobs/media-processing";
import { storageMediaFiles, storeMediaPoster } from "~/.server/jobs/media-storage";
import { mediaToolsFromEnv } from "~/.server/media/ffmpeg-tools";
import { startScheduler } from "~/.server/jobs/scheduler";
import { createStorage } from "~/.server/storage/create-storage";
import { orphanThumbnailSweepJob } from "~/.server/storage/thumbnail-cleanup";
import { thumbnailWidthBackfillJob } from "~/.server/thumbnails/thumbnail-width-backfill";
import { AnalyticsCollector } from "~/features/analytics/event-collector.server";
import { analyticsRollUpJob } from "~/features/analytics/roll-up.server";
import { createApp, type Readiness } from "./app";
import { gracefulShutdown } from "./graceful-shutdown";
import { prepareDatabase } from "./prepare-database";
import { publicUrlNotice } from "./public-url-check";

const env = parseEnvOrExit();
// JSON lines on stdout; readable text under `npm run dev` (docs/decisions/0018-structured-logs.md).
const logger = await loggerFromEnv(env);

// A connection PostgreSQL ends (a restart, a failover) is dropped and replaced by the pool.
const onConnectionError = (err: Error) =>
  logger.warn({ err, event: "database_connection_lost" }, "PostgreSQL connection lost");

// DATA_DIR/uploads, or the S3 bucket when S3_* is set (docs/decisions/0015-s3-storage.md); a
// bucket that is missing or out of reach stops the start, naming S3_BUCKET.
const storage = await createStorage(env).catch((error: unknown) =>
  exitWithConfigurationError(error instanceof Error ? error.message : String(error)),
);

// Migrations may rewrite whole tables, so they run on a connection of their own without the
// statement timeout that keeps the serving one from hanging (issue #12); it closes before serving.
// Instances starting together take turns under a database lock: one migrates and seeds
// (decision 0017).
const setup = createDatabase(env.DATABASE_URL, { statementTimeoutMs: 0, onConnectionError });
try {
  await prepareDatabase(setup, env, (message) => logger.info(message));
} catch (err) {
  logger.fatal({ err }, "Preparing the database failed: not serving.");
  process.exit(1);
} finally {
  await setup.destroy();
}
const db = createDatabase(env.DATABASE_URL, { onConnectionError });

let build: ServerBuild | (() => Promise<ServerBuild>);
let devMiddleware;
if (env.NODE_ENV === "development") {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  devMiddleware = viteServer.middlewares;
  // React Router's plugin starts a Vite server of its own, whose SIGTERM listener closes it and
  // exits at once, cutting requests in flight and queued analytics events; the graceful shutdown
  // below owns SIGTERM in development too (its process.exit stops Vite as well).
  process.removeAllListeners("SIGTERM");
  build = () =>
    viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
} else {
  const buildPath = resolve("build/server/index.js");
  build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
}

// Analytics events are written in small batches (docs/decisions/0010-first-party-analytics.md).
const analytics = new AnalyticsCollector(db);

// Outgoing mail when SMTP_URL and MAIL_FROM are set: learners may then ask for a password-reset
// link on /auth (issue #14 part 8). The SMTP server is not asked at start: a mail server that is
// down must not keep the site down; each failed send is logged.
const mailConfig = mailSettings(env);
const mail = mailConfig ? createMailOutbox(mailConfig, logger) : undefined;
if (!mail) {
  logger.info(
    "SMTP_URL is not set: learners cannot ask for a password-reset link by email; administrators make them on /admin/learners.",
  );
}
// Uploaded lessons' working copies (a 2 GB original is downloaded here from S3 to be read by
// ffmpeg): under DATA_DIR, on disk, never a tmpfs in memory.
const mediaTmpDir = join(env.DATA_DIR, "tmp");
await mkdir(mediaTmpDir, { recursive: true });
// The background jobs, at start and then each at its interval; every turn takes the job's lock:
// with several instances, one runs it at a time (decision 0017).
const scheduler = startScheduler(
  db,
  [
    // Uploads abandoned before Save (a cancelled editor, or a cleanup that failed) are removed
    // once a day old, every 6 hours: a younger one may belong to an editor still open.
    orphanThumbnailSweepJob(db, storage),
    // Uploads from before issue #27 get its thumbnail widths (decision 0047), every 15 min.
    thumbnailWidthBackfillJob(db, storage),
    // Closed days become daily counts; raw events go after 90 days (decision 0010), every 15 min.
    analyticsRollUpJob(db),
    // Audit entries older than AUDIT_RETENTION_DAYS are deleted hourly.
    auditRetentionJob(db, { retentionDays: env.AUDIT_RETENTION_DAYS }),
    // Visitors' lesson visits go after a year, their cookie's life (decision 0041), daily.
    lessonVisitRetentionJob(db),
    // Uploaded lessons become their data-light versions (decision 0049), a look every 5 s.
    mediaProcessingJob({
      db,
      tools: mediaToolsFromEnv(env),
      files: storageMediaFiles(storage),
      storePoster: storeMediaPoster(storage),
      logger,
      tmpDir: mediaTmpDir,
    }),
  ],
  { logger },
);

const readiness: Readiness = { stopping: false };
const app = createApp({
  db,
  storage,
  logger,
  logIps: env.LOG_IPS,
  mode: env.NODE_ENV,
  build,
  devMiddleware,
  clientDir: resolve("build/client"),
  trustProxy: env.TRUST_PROXY,
  analytics,
  gaMeasurementId: env.GA_MEASUREMENT_ID,
  publicOrigin: env.PUBLIC_URL,
  supportContact: { phone: env.SUPPORT_PHONE ?? null, whatsapp: env.SUPPORT_WHATSAPP ?? null },
  mail,
  readiness,
  media: { maxBytes: env.MEDIA_MAX_BYTES, tools: mediaToolsFromEnv(env), tmpDir: mediaTmpDir },
});
// Without PUBLIC_URL, a production server others can reach warns loudly (public-url-check.ts).
const publicUrlWarning = publicUrlNotice(env);
if (publicUrlWarning) {
  const { event, message } = publicUrlWarning;
  logger.warn(event ? { event } : {}, message);
}

const server = app.listen(env.PORT, env.HOST, () => {
  const host = env.HOST === "0.0.0.0" ? "localhost" : env.HOST;
  logger.info(`Serving on http://${host}:${env.PORT} (${env.NODE_ENV})`);
});

const shutdown = gracefulShutdown({
  server,
  readiness,
  scheduler,
  analytics,
  db,
  mail,
  delayMs: shutdownDelayMs(env),
  logger,
});
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => void shutdown(signal).then((code) => process.exit(code)));
}
