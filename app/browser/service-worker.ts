// The service worker (issue #17, docs/decisions/0033-offline-reading.md): it
// keeps the shell (stylesheet, fonts, the public script and an offline page per locale) so that a
// page never visited shows an offline page in the learner's language instead of the browser's
// error, and serves the course pages a learner saved for offline (app/browser/offline.ts) when
// the connection is gone. Built by Vite on its own like enhance.ts (root.tsx imports it with
// ?worker&url: content-hashed), so a new deployment is a new script and a new shell cache; the
// server allows it the whole site as its scope (Service-Worker-Allowed, server/app.ts).
//
// Uploaded lessons' media saved with a course (issue #28) are answered from its cache, Range
// requests included (206, 416), so a saved lesson plays and seeks offline.
//
// What it never does: cache a POST or its answer, an admin page, an account or sign-in page, or a
// page as it passes. Saved pages are what offline.ts put in a course's cache: a visitor's page for
// a visitor, the learner's own page for a signed-in learner (decision 0046), deleted at sign-out.
import {
  CACHE_PREFIX,
  isCacheablePath,
  isMediaRequest,
  offlinePathFor,
  OFFLINE_PATHS,
  rangeResponse,
  shellAssetsOf,
  staleCaches,
  withoutVersion,
  withStylesheetFonts,
} from "./offline-rules";

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface ServiceWorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as ServiceWorkerScope;
/** This deployment's shell: the script's own hashed file name tells deployments apart. */
const SHELL = `${CACHE_PREFIX.shell}${worker.location.pathname.split("/").pop() ?? ""}`;

async function fillShell(): Promise<void> {
  const cache = await caches.open(SHELL);
  const assets = new Set<string>();
  for (const path of OFFLINE_PATHS) {
    const response = await fetch(path, { credentials: "omit" });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    await cache.put(path, response.clone());
    for (const asset of shellAssetsOf(await response.text())) assets.add(asset);
  }
  await cache.addAll(await withStylesheetFonts([...assets]));
}

worker.addEventListener("install", (event) => {
  event.waitUntil(fillShell().then(() => worker.skipWaiting()));
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of staleCaches(await caches.keys(), SHELL)) await caches.delete(name);
      await worker.clients.claim();
    })(),
  );
});

/** Hashed files never change: from any cache first, else the network (and kept). */
async function asset(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(SHELL);
    await cache.put(request, response.clone());
  }
  return response;
}

/**
 * A kept page as a copy (issue #27, decision 0046): `<html data-offline-copy>` tells the page's
 * script that this is not the server's answer now, so that it neither takes a saved page for the
 * account's current state nor a visitor's copy for a sign-out.
 */
async function asCopy(kept: Response): Promise<Response> {
  const html = (await kept.text()).replace(/<html\b/i, "<html data-offline-copy");
  const headers = new Headers(kept.headers);
  // The text is now longer, and already decoded.
  headers.delete("Content-Length");
  headers.delete("Content-Encoding");
  return new Response(html, { status: kept.status, statusText: kept.statusText, headers });
}

/** Pages: the network always; without it, the saved copy, else the offline page. */
async function page(request: Request, path: string): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    // A saved course keeps each page in the version chosen when it was saved (offline-media.ts).
    const saved =
      (await caches.match(request, { ignoreVary: true })) ??
      (await caches.match(withoutVersion(request.url), { ignoreVary: true }));
    if (saved) return asCopy(saved);
    const offline = await caches.match(offlinePathFor(path));
    if (offline) return asCopy(offline);
    throw error;
  }
}

/**
 * An uploaded lesson's media or captions (issue #28): from the saved course that holds them,
 * online or not (a saved lesson costs no data twice), in the ranges the element asks, seeking
 * included; the network for a file no course saved. Cache.match ignores the Range header: a
 * saved file is stored whole (200) under its address.
 */
async function media(request: Request): Promise<Response> {
  for (const name of await caches.keys()) {
    if (!name.startsWith(CACHE_PREFIX.saved)) continue;
    const kept = await (await caches.open(name)).match(request.url, { ignoreVary: true });
    if (kept) return rangeResponse(kept, request.headers.get("Range"));
  }
  return fetch(request);
}

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  // Before the origin check: media may come from S3_PUBLIC_URL's address.
  if (isMediaRequest(request.destination, url)) {
    event.respondWith(media(request));
    return;
  }
  if (url.origin !== worker.location.origin || !isCacheablePath(url.pathname)) return;
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(asset(request));
  } else if (request.mode === "navigate") {
    event.respondWith(page(request, url.pathname));
  }
});
