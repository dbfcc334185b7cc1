// The real app on a real port for HTTP-level tests: the page code is built in-process by Vite
// (no `npm run build` needed), around a test database and a temporary uploads folder (or a
// storage the test brings, such as an S3 bucket).
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "~/.server/db/schema";
import { silentLogger, type Logger } from "~/.server/logger";
import type { MailOutbox } from "~/.server/mail/mail-outbox";
import { mediaToolsFromEnv } from "~/.server/media/ffmpeg-tools";
import { LocalDiskStorage } from "~/.server/storage/local-disk-storage";
import type { Storage } from "~/.server/storage/storage";
import type { SupportContact } from "~/lib/site-contact";
import { AnalyticsCollector } from "~/features/analytics/event-collector.server";
import { createApp } from "../app";
import type { PageCache } from "../page-cache";

/** Builds the React Router server bundle once per test file; call `close` in afterAll. */
export async function loadServerBuild() {
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "silent",
  });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  return { build, close: () => vite.close() };
}

/**
 * The server build for a whole test file: loaded before its tests, closed after them. Call at the
 * top level of the file (or of a describe); read `.build` inside tests and hooks.
 */
export function serverBuildForFile(): { readonly build: ServerBuild } {
  let loaded: Awaited<ReturnType<typeof loadServerBuild>> | undefined;
  beforeAll(async () => {
    loaded = await loadServerBuild();
  }, 60_000);
  afterAll(async () => {
    await loaded?.close();
  });
  return {
    get build() {
      if (!loaded) throw new Error("the server build is loaded in beforeAll");
      return loaded.build;
    },
  };
}

export interface TestServer<S extends Storage = LocalDiskStorage> {
  /** http://127.0.0.1:PORT */
  base: string;
  /** The temporary folder of the default LocalDiskStorage (empty and unused with `storage`). */
  uploadsDir: string;
  /** Where lesson uploads are received (DATA_DIR/tmp in production): empty between requests. */
  mediaTmpDir: string;
  storage: S;
  analytics: AnalyticsCollector;
  close(): Promise<void>;
}

export async function startTestServer<S extends Storage = LocalDiskStorage>(options: {
  db: Database;
  /** Uploads go here instead of a temporary folder (the test creates and removes it). */
  storage?: S;
  build: ServerBuild;
  /** As TRUST_PROXY: 1 lets a test choose the client address with X-Forwarded-For. */
  trustProxy?: number;
  /** A page cache of the test's choosing (a small one, to watch it evict). */
  pageCache?: PageCache;
  /** Built client files (default build/client). */
  clientDir?: string;
  /** Defaults to a collector over `db` with its default batching. */
  analytics?: AnalyticsCollector;
  /** As GA_MEASUREMENT_ID. */
  gaMeasurementId?: string;
  /** As PUBLIC_URL (its origin). */
  publicOrigin?: string;
  /** Where the app logs (default: nowhere); captureLogs() gives one whose lines a test reads. */
  logger?: Logger;
  /** As LOG_IPS. */
  logIps?: boolean;
  /** As SMTP_URL and MAIL_FROM: an outbox the test made (and closes). */
  mail?: MailOutbox;
  /** As SUPPORT_PHONE and SUPPORT_WHATSAPP (E.164). */
  supportContact?: SupportContact;
  /** As MEDIA_MAX_BYTES (default 2 GB). */
  mediaMaxBytes?: number;
}): Promise<TestServer<S>> {
  const uploadsDir = mkdtempSync(join(tmpdir(), "maarifa-uploads-"));
  const mediaTmpDir = mkdtempSync(join(tmpdir(), "maarifa-media-tmp-"));
  const storage = options.storage ?? (new LocalDiskStorage(uploadsDir) as Storage as S);
  const analytics = options.analytics ?? new AnalyticsCollector(options.db);
  const app = createApp({
    db: options.db,
    storage,
    logger: options.logger ?? silentLogger(),
    logIps: options.logIps,
    mode: "production",
    build: options.build,
    clientDir: options.clientDir ?? "build/client",
    trustProxy: options.trustProxy,
    pageCache: options.pageCache,
    analytics,
    gaMeasurementId: options.gaMeasurementId,
    publicOrigin: options.publicOrigin,
    mail: options.mail,
    supportContact: options.supportContact,
    media: {
      maxBytes: options.mediaMaxBytes ?? 2_000_000_000,
      tools: mediaToolsFromEnv(),
      tmpDir: mediaTmpDir,
    },
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    uploadsDir,
    mediaTmpDir,
    storage,
    analytics,
    close: async () => {
      // A refused upload's client may still hold its connection open; do not wait for it.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await analytics.close();
      rmSync(uploadsDir, { recursive: true, force: true });
      rmSync(mediaTmpDir, { recursive: true, force: true });
    },
  };
}
