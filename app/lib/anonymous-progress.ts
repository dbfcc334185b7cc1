// Progress of a visitor who is not signed in (issue #6, decision 0009): the ids of the lessons
// they completed, in this browser's localStorage. The server never sees it until they sign up or
// sign in, when the auth form sends it along and the server merges it into the account. Pages
// stay the same for every anonymous visitor (they are cached); this only changes what hydrated
// components show.
import { useSyncExternalStore } from "react";

// root.tsx repeats these two keys (it forgets the sent ids without importing this module).
const KEY = "maarifa_progress";
/**
 * Ids sent with a sign-in or sign-up form. The first signed-in page removes them from KEY
 * (root.tsx); ids the form did not carry (sent before scripts ran) stay, and are merged at the
 * next sign-in rather than lost.
 */
const SENT_KEY = "maarifa_progress_sent";
const CHANGE = "maarifa-progress";

function parseIds(value: string | null): string[] {
  try {
    const ids: unknown = JSON.parse(value ?? "[]");
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

function storage(kind: "localStorage" | "sessionStorage"): Storage | null {
  try {
    return window[kind];
  } catch {
    // Storage can be disabled (privacy settings); progress then lasts only as long as the page.
    return null;
  }
}

let snapshot: string | null = null;
function read(): string {
  return storage("localStorage")?.getItem(KEY) ?? "[]";
}

export function readAnonymousProgress(): string[] {
  return parseIds(read());
}

function write(ids: string[]) {
  storage("localStorage")?.setItem(KEY, JSON.stringify([...new Set(ids)]));
  window.dispatchEvent(new Event(CHANGE));
}

export function setAnonymousLessonCompleted(lessonId: string, completed: boolean) {
  const ids = readAnonymousProgress().filter((id) => id !== lessonId);
  write(completed ? [...ids, lessonId] : ids);
}

/** Remembers what an auth form is sending, so it is forgotten here once the server has it. */
export function noteAnonymousProgressSent(ids: string[]) {
  storage("sessionStorage")?.setItem(SENT_KEY, JSON.stringify(ids));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE, onChange);
  // Another tab of the same site changed it.
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGE, onChange);
    window.removeEventListener("storage", onChange);
  };
}

const NONE: string[] = [];
let cached: string[] = NONE;

/** The completed lesson ids kept in this browser; none on the server and before hydration. */
export function useAnonymousProgress(): string[] {
  return useSyncExternalStore(
    subscribe,
    () => {
      const raw = read();
      if (raw !== snapshot) {
        snapshot = raw;
        cached = parseIds(raw);
      }
      return cached;
    },
    () => NONE,
  );
}
