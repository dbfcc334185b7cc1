// Offline reading in the page (issue #17, decision 0033): registers the service worker, saves a
// course's lesson pages for offline reading, and lists and removes saved courses.
//
// Honest copies (issue #27, decision 0046): a signed-in learner's copy is their own page as the
// server gave it to them (signed in, with their marks), marked `personal`; it is deleted when they
// sign out (the sign-out forms) or when a page fresh from the server says nobody is signed in, so
// a shared phone does not show one learner's pages to the next. Sizes are the locale's units.
//
// The page's contract:
// - `script[data-service-worker]`: the worker's address (root.tsx);
// - `[data-save-offline="<course id>"]` with `data-title`, `data-lessons`, the texts
//   `data-saving-text`, `data-failed-text`, `data-size-template` and `data-used-template`
//   ("{size}"), children `[data-when="todo"|"confirm"|"done"]`, a
//   `[data-remove-saved]` button and a `[data-offline-status]` line (save-offline-button.tsx);
// - `[data-saved-courses]` with `data-remove-label`, `data-storage-template` ("{used}"), children
//   `[data-saved-list]`, `[data-saved-empty]` and `[data-storage-used]` (saved-courses.tsx);
// - `<body data-learner>` on a signed-in learner's page, and the sign-out forms (their action
//   ends with /auth/sign-out).
import { CACHE_PREFIX, formatBytes, shellAssetsOf, withStylesheetFonts } from "./offline-rules";
import { chosenVersion, mediaOfPage, withVersion } from "./offline-media";
import { browserStorage, isSavedCopy, storeItem, SYNCED_MARKS_KEY } from "./page-state";

/** Where a saved course's description is kept inside its own cache. */
const META_PATH = "/__maarifa/saved-course.json";
/** Set on the first page view: the worker waits for the second, so a first visit costs nothing. */
const SEEN_KEY = "maarifa_seen";

interface SavedCourse {
  id: string;
  title: string;
  /** The course's address in the language it was saved in. */
  path: string;
  savedAt: string;
  bytes: number;
  /** Of `bytes`, the uploaded lessons' media (issue #28); absent in copies saved before. */
  mediaBytes?: number;
  /** The signed-in learner's own pages (issue #27): deleted at sign-out. */
  personal?: boolean;
}

const supported = () => "serviceWorker" in navigator && "caches" in window;

/** A signed-in learner's page (their saved copy included): theirs is the copy to save or show. */
const learnersPage = () => document.body.dataset.learner !== undefined;

function registerWorker(): Promise<unknown> {
  const url = document.querySelector<HTMLScriptElement>("script[data-service-worker]")?.dataset
    .serviceWorker;
  if (!url) return Promise.resolve();
  return navigator.serviceWorker.register(url, { scope: "/" }).catch(() => undefined);
}

async function savedCourses(): Promise<SavedCourse[]> {
  const courses: SavedCourse[] = [];
  for (const name of await caches.keys()) {
    if (!name.startsWith(CACHE_PREFIX.saved)) continue;
    const meta = await (await caches.open(name)).match(META_PATH);
    if (meta) courses.push((await meta.json()) as SavedCourse);
  }
  return courses.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

async function removeCourse(id: string): Promise<void> {
  await caches.delete(CACHE_PREFIX.saved + id);
}

async function savedCourse(id: string): Promise<SavedCourse | null> {
  if (!(await caches.has(CACHE_PREFIX.saved + id))) return null;
  const meta = await (await caches.open(CACHE_PREFIX.saved + id)).match(META_PATH);
  return meta ? ((await meta.json()) as SavedCourse) : null;
}

/** Every learner's own copy, and the marks shown over them: at sign-out, or once signed out. */
async function removePersonalCopies(): Promise<void> {
  browserStorage("localStorage")?.removeItem(SYNCED_MARKS_KEY);
  for (const course of await savedCourses()) {
    if (course.personal) await removeCourse(course.id);
  }
}

/** The marks shown over saved copies, but those of `path`'s course, which was just saved again. */
function forgetSyncedMarksOf(path: string) {
  try {
    const marks: unknown = JSON.parse(
      browserStorage("localStorage")?.getItem(SYNCED_MARKS_KEY) ?? "[]",
    );
    if (!Array.isArray(marks)) return;
    const kept = marks.filter(
      (mark: { action?: unknown }) =>
        typeof mark?.action === "string" && new URL(mark.action, location.href).pathname !== path,
    );
    storeItem("localStorage", SYNCED_MARKS_KEY, JSON.stringify(kept));
  } catch {
    browserStorage("localStorage")?.removeItem(SYNCED_MARKS_KEY);
  }
}

/** The files this page needs to be drawn: its stylesheet, script and the fonts the CSS names. */
function pageAssets(): Promise<string[]> {
  return withStylesheetFonts(shellAssetsOf(document.documentElement.outerHTML));
}

/** A course's pages fetched, and its lessons' media found, before anything is written. */
interface PreparedCourse {
  id: string;
  title: string;
  path: string;
  personal: boolean;
  pages: { key: string; response: Response }[];
  pageBytes: number;
  images: Set<string>;
  /** The uploaded lessons' media and captions to keep (offline-media.ts), and their size. */
  media: Set<string>;
  mediaBytes: number;
}

/**
 * Fetches every lesson's page of the course and finds what they need: images, and the uploaded
 * lessons' media (issue #28) in the version chosen on this page's address, and its size. A
 * visitor's pages are fetched without cookies (the page every visitor gets); a signed-in
 * learner's with them, as the server gives them to that learner (issue #27), and marked personal.
 */
async function prepareCourse(id: string, title: string, lessons: number): Promise<PreparedCourse> {
  const personal = learnersPage();
  const path = location.pathname;
  const version = chosenVersion(document, location.search);
  const keys = [path, ...Array.from({ length: lessons }, (_, i) => `${path}?lesson=${i + 1}`)];
  const prepared: PreparedCourse = {
    id,
    title,
    path,
    personal,
    pages: [],
    pageBytes: 0,
    images: new Set(),
    media: new Set(),
    mediaBytes: 0,
  };
  for (const key of keys) {
    // Kept under its own address (what a link opens offline), fetched in the chosen version.
    const response = await fetch(withVersion(key, version), {
      credentials: personal ? "same-origin" : "omit",
    });
    if (!response.ok) throw new Error(`${key}: ${response.status}`);
    const html = await response.clone().text();
    prepared.pageBytes += html.length;
    for (const [, src] of html.matchAll(/<img [^>]*src="(\/uploads\/[^"]+)"/g)) {
      if (src) prepared.images.add(src);
    }
    for (const media of mediaOfPage(html, new URL(key, location.origin).href)) {
      // The course page shows a lesson too: each file is counted once.
      if (!prepared.media.has(media.source)) prepared.mediaBytes += media.bytes;
      for (const file of [media.source, ...media.extras]) prepared.media.add(file);
    }
    prepared.pages.push({ key, response });
  }
  return prepared;
}

/**
 * Saves what prepareCourse found, the files the pages need and its thumbnail, then the course's
 * description. All or nothing: a failure removes what was written. Media from another address
 * (S3_PUBLIC_URL) is fetched with CORS, which the bucket must allow (and the page's
 * connect-src): the worker needs to read a file to answer its ranges, and an opaque answer cannot
 * be read. Without it, that media is left out rather than the whole course.
 */
async function saveCourse(prepared: PreparedCourse): Promise<SavedCourse> {
  const { id, title, path, personal } = prepared;
  const cacheName = CACHE_PREFIX.saved + id;
  const cache = await caches.open(cacheName);
  let bytes = prepared.pageBytes;
  let mediaBytes = 0;
  try {
    for (const { key, response } of prepared.pages) await cache.put(key, response);
    for (const asset of [...(await pageAssets()), ...prepared.images]) {
      const response = await fetch(asset);
      if (!response.ok) continue;
      bytes += Number(response.headers.get("content-length")) || 0;
      await cache.put(asset, response);
    }
    for (const file of prepared.media) {
      // Whole (200): a cache keeps no partial answer, and the worker slices it for each range.
      const sameOrigin = new URL(file).origin === location.origin;
      const response = await fetch(file, { mode: "cors", credentials: "same-origin" }).catch(
        (error: unknown) => {
          if (sameOrigin) throw error;
          return null;
        },
      );
      // A bucket that allows no CORS read (or a policy that allows no connection to it) leaves
      // that lesson needing the connection; the course's pages are still saved.
      if (!response && !sameOrigin) continue;
      if (!response?.ok) throw new Error(`${file}: ${response?.status}`);
      const length = Number(response.headers.get("content-length")) || 0;
      bytes += length;
      mediaBytes += length;
      await cache.put(file, response);
    }
    const meta: SavedCourse = {
      id,
      title,
      path,
      savedAt: new Date().toISOString(),
      bytes,
      mediaBytes,
      personal,
    };
    await cache.put(
      META_PATH,
      new Response(JSON.stringify(meta), { headers: { "Content-Type": "application/json" } }),
    );
    // The new copy holds the learner's marks as they are now.
    if (personal) forgetSyncedMarksOf(path);
    return meta;
  } catch (error) {
    await caches.delete(cacheName);
    throw error;
  }
}

/** Which of the control's parts show: to save, to confirm a size (issue #28), or saved. */
function showSaved(control: HTMLElement, state: boolean | "confirm") {
  const when = state === "confirm" ? "confirm" : state ? "done" : "todo";
  for (const part of control.querySelectorAll<HTMLElement>("[data-when]")) {
    part.hidden = part.dataset.when !== when;
  }
}

/** The template's text with the size in a <bdi>: isolated, it keeps its order in any direction. */
function showSize(line: HTMLElement, template: string, bytes: number, slot = "{used}") {
  const [before = "", after = ""] = template.split(slot);
  const size = document.createElement("bdi");
  size.textContent = formatBytes(bytes, document.documentElement.lang);
  line.replaceChildren(before, size, after);
}

async function renderSavedList(section: HTMLElement): Promise<void> {
  const courses = await savedCourses();
  const list = section.querySelector<HTMLElement>("[data-saved-list]");
  const empty = section.querySelector<HTMLElement>("[data-saved-empty]");
  if (!list) return;
  list.replaceChildren(
    ...courses.map((course) => {
      const item = document.createElement("li");
      item.className = "flex items-center justify-between gap-3 rounded-lg bg-white p-3";
      const link = document.createElement("a");
      link.href = course.path;
      link.textContent = course.title;
      link.className = "inline-flex min-h-11 items-center font-bold text-emerald-800 underline";
      const remove = document.createElement("button");
      remove.type = "button";
      remove.textContent = section.dataset.removeLabel ?? "×";
      remove.className = "inline-flex min-h-11 items-center px-2 text-sm underline";
      remove.addEventListener("click", () => {
        void removeCourse(course.id).then(() => renderSavedList(section));
      });
      item.append(link, remove);
      return item;
    }),
  );
  if (empty) empty.hidden = courses.length > 0;
  section.hidden = courses.length === 0 && section.dataset.showEmpty === undefined;
  const used = section.querySelector<HTMLElement>("[data-storage-used]");
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  if (used) {
    if (estimate?.usage !== undefined) {
      showSize(used, section.dataset.storageTemplate ?? "{used}", estimate.usage);
    } else used.textContent = "";
  }
  section.dataset.ready = "";
}

function enhanceSaveControl(control: HTMLElement): void {
  const id = control.dataset.saveOffline ?? "";
  const status = control.querySelector<HTMLElement>("[data-offline-status]");
  const say = (text = "") => {
    if (status) status.textContent = text;
  };
  /** The space a saved course with media uses (issue #28); nothing for pages alone. */
  const sayUsed = (saved: SavedCourse) => {
    if (status && saved.mediaBytes && control.dataset.usedTemplate) {
      showSize(status, control.dataset.usedTemplate, saved.bytes, "{size}");
    } else say();
  };
  control.hidden = false;
  // A visitor's copy is not this learner's page (it would show them signed out, with no marks):
  // for them the course is saved once it is saved as theirs.
  void savedCourse(id).then((saved) => {
    const mine = saved !== null && (saved.personal ?? false) === learnersPage();
    showSaved(control, mine);
    if (saved && mine) sayUsed(saved);
  });
  let prepared: PreparedCourse | null = null;
  const save = (course: PreparedCourse) => {
    say(control.dataset.savingText);
    return saveCourse(course).then((saved) => {
      showSaved(control, true);
      sayUsed(saved);
    });
  };
  control.querySelector("button[data-when=todo]")?.addEventListener("click", () => {
    say(control.dataset.savingText);
    void registerWorker()
      .then(() =>
        prepareCourse(id, control.dataset.title ?? "", Number(control.dataset.lessons) || 0),
      )
      .then((course) => {
        // Pages alone are a few hundred kilobytes: saved at once, as before uploaded lessons.
        if (course.mediaBytes === 0 || !status || !control.dataset.sizeTemplate) {
          return save(course);
        }
        prepared = course;
        showSaved(control, "confirm");
        showSize(
          status,
          control.dataset.sizeTemplate,
          course.pageBytes + course.mediaBytes,
          "{size}",
        );
      })
      .catch(() => say(control.dataset.failedText));
  });
  control.querySelector("button[data-when=confirm]")?.addEventListener("click", () => {
    if (!prepared) return;
    const course = prepared;
    prepared = null;
    void save(course).catch(() => {
      showSaved(control, false);
      say(control.dataset.failedText);
    });
  });
  control.querySelector("[data-remove-saved]")?.addEventListener("click", () => {
    void removeCourse(id).then(() => {
      showSaved(control, false);
      say();
    });
  });
}

/** The sign-out forms delete the learner's own copies first, then sign out (issue #27). */
function enhanceSignOut(form: HTMLFormElement): void {
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void removePersonalCopies()
      .catch(() => undefined)
      .then(() => form.submit());
  });
}

export function enhanceOffline(): void {
  if (!supported()) return;
  for (const form of document.querySelectorAll<HTMLFormElement>('form[action$="/auth/sign-out"]')) {
    enhanceSignOut(form);
  }
  // Signed out some other way (an expired session, signed out on another device, no script at
  // sign-out): the first page fresh from the server that is nobody's deletes what was theirs,
  // before anything lists or offers saved courses.
  // The first page of a first visit registers nothing (its budget counts every byte); the worker
  // comes with the next page, once this one has loaded.
  if (browserStorage("localStorage")?.getItem(SEEN_KEY)) {
    if (document.readyState === "complete") void registerWorker();
    else addEventListener("load", () => void registerWorker(), { once: true });
  } else {
    storeItem("localStorage", SEEN_KEY, "1");
  }
  const cleaned =
    navigator.onLine && !isSavedCopy() && document.body.dataset.learner === undefined
      ? removePersonalCopies().catch(() => undefined)
      : Promise.resolve();
  void cleaned.then(() => {
    for (const control of document.querySelectorAll<HTMLElement>("[data-save-offline]")) {
      enhanceSaveControl(control);
    }
    for (const section of document.querySelectorAll<HTMLElement>("[data-saved-courses]")) {
      void renderSavedList(section);
    }
  });
  document.querySelector("[data-offline-retry]")?.addEventListener("click", (event) => {
    event.preventDefault();
    location.reload();
  });
}
