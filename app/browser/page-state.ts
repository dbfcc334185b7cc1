// What the public page's modules know of the visit beyond this document (decision 0011: every
// public page is its own document, so "the same page again" and remembered state live here).

/** The browser's storage, or null where it is refused (privacy settings, some private windows). */
export function browserStorage(kind: "localStorage" | "sessionStorage"): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/** Stores `value`, or nothing where storage is refused or full: the page works on without it. */
export function storeItem(kind: "localStorage" | "sessionStorage", key: string, value: string) {
  try {
    browserStorage(kind)?.setItem(key, value);
  } catch {
    // Quota reached, or a private window that lists storage but refuses writes.
  }
}

/**
 * True when this document was reached from the same page with another query: another lesson of
 * the course, or a mark saved without JavaScript. No referrer means arrived from elsewhere.
 */
export function cameFromSamePage(): boolean {
  try {
    const from = new URL(document.referrer);
    return from.origin === location.origin && from.pathname === location.pathname;
  } catch {
    return false;
  }
}

/**
 * True when this document is a copy the service worker kept (a saved course's page, or the offline
 * page), not the server's answer just now (issue #27): the worker marks such copies
 * `<html data-offline-copy>` as it serves them. A copy says nothing of who is signed in now.
 */
export function isSavedCopy(): boolean {
  return document.documentElement.dataset.offlineCopy !== undefined;
}

/**
 * Marks the server took since the learner's pages were saved (issue #27): progress.ts writes them
 * and shows them over a saved copy, which was saved before them; offline.ts drops a course's when
 * it saves the course again, and all of them when the learner signs out. Lesson ids and addresses.
 */
export const SYNCED_MARKS_KEY = "maarifa_progress_synced";
