// Lesson progress in the browser (issue #6, decision 0009). Public pages load no React (0011):
// the server renders every progress control in both states, one hidden, and this switches them.
//
// The page's contract:
// - `<body data-learner>` when a learner is signed in (such pages are never cached);
// - `[data-lesson-status="<lesson id>"]` with `data-completed="true|false"` around two children,
//   `[data-when="done"]` and `[data-when="todo"]`, one of them `hidden`;
// - `form[data-completion-form]` (the 'mark as completed' button, itself a lesson-status element)
//   with the inputs `intent` and `lessonId`: without JavaScript it posts to the course page;
// - `[data-course-progress]` with `data-total`, `[data-progress-count]`, `[data-progress-percent]`
//   and `[data-progress-fill]`;
// - `input[data-anonymous-progress]` in the sign-up and sign-in forms.
//
// A visitor's completed lesson ids live in localStorage; the auth forms carry them to the
// server, which merges them into the account, and the first signed-in page forgets the ids sent.
import { progressPercent } from "~/lib/learner";
import { browserStorage, storeItem } from "./page-state";
import { VIDEO_ENDED_EVENT } from "./video-end";

const KEY = "maarifa_progress";
const SENT_KEY = "maarifa_progress_sent";
/**
 * Offline (issue #17): set while this browser's last page online was a signed-in learner's. A
 * saved course page is the visitors' page, so without a connection this is what says that a mark
 * belongs to the account: it is queued (QUEUE_KEY) and sent when the connection returns.
 */
const LEARNER_KEY = "maarifa_learner";
const QUEUE_KEY = "maarifa_progress_queue";

interface QueuedMark {
  lessonId: string;
  done: boolean;
  /** The course page the mark is posted to. */
  action: string;
}

type Mode = "learner" | "learner-offline" | "visitor";

function readQueue(): QueuedMark[] {
  try {
    const marks: unknown = JSON.parse(browserStorage("localStorage")?.getItem(QUEUE_KEY) ?? "[]");
    return Array.isArray(marks)
      ? marks.filter(
          (mark): mark is QueuedMark =>
            typeof mark?.lessonId === "string" &&
            typeof mark.done === "boolean" &&
            typeof mark.action === "string",
        )
      : [];
  } catch {
    return [];
  }
}

function writeQueue(marks: QueuedMark[]) {
  if (marks.length) storeItem("localStorage", QUEUE_KEY, JSON.stringify(marks));
  else browserStorage("localStorage")?.removeItem(QUEUE_KEY);
}

/** Queues a mark made without a connection; a later mark of the same lesson replaces it. */
function queue(mark: QueuedMark) {
  writeQueue([...readQueue().filter((queued) => queued.lessonId !== mark.lessonId), mark]);
}

/**
 * Sends the queued marks (a signed-in page, online). One the server no longer takes for the
 * account (signed out meanwhile: it answers with the sign-in page) is kept as a visitor's, to be
 * merged at the next sign-in like any other.
 */
async function flushQueue(): Promise<void> {
  for (const mark of readQueue()) {
    const body = new FormData();
    body.set("intent", mark.done ? "complete" : "uncomplete");
    body.set("lessonId", mark.lessonId);
    body.set("js", "1");
    try {
      const response = await fetch(mark.action, { method: "POST", body });
      if (response.redirected && mark.done)
        writeIds([...readIds("localStorage", KEY), mark.lessonId]);
      else if (!response.ok && !response.redirected) continue;
    } catch {
      return; // Offline again: the rest waits for the next connection.
    }
    writeQueue(readQueue().filter((queued) => queued.lessonId !== mark.lessonId));
  }
}

/** A visitor's page online: the account is signed out; its queued marks become a visitor's. */
function keepQueueAsVisitor() {
  const done = readQueue()
    .filter((mark) => mark.done)
    .map((mark) => mark.lessonId);
  if (done.length) writeIds([...readIds("localStorage", KEY), ...done]);
  writeQueue([]);
}

function readIds(kind: "localStorage" | "sessionStorage", key: string): string[] {
  try {
    const ids: unknown = JSON.parse(browserStorage(kind)?.getItem(key) ?? "[]");
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

function writeIds(ids: string[]) {
  storeItem("localStorage", KEY, JSON.stringify([...new Set(ids)]));
}

/** Shows `lessonId` as completed or not everywhere on the page, and recounts the course. */
function show(lessonId: string, done: boolean) {
  for (const el of document.querySelectorAll<HTMLElement>("[data-lesson-status]")) {
    if (el.dataset.lessonStatus !== lessonId) continue;
    el.dataset.completed = String(done);
    for (const part of el.querySelectorAll<HTMLElement>("[data-when]")) {
      part.hidden = (part.dataset.when === "done") !== done;
    }
    const intent = el.querySelector<HTMLInputElement>("input[name=intent]");
    if (intent) intent.value = done ? "uncomplete" : "complete";
  }
  const bar = document.querySelector<HTMLElement>("[data-course-progress]");
  if (!bar) return;
  const completed = new Set(
    [...document.querySelectorAll<HTMLElement>("li [data-lesson-status][data-completed=true]")].map(
      (el) => el.dataset.lessonStatus,
    ),
  ).size;
  const total = Number(bar.dataset.total) || 0;
  const percent = progressPercent(completed, total);
  const count = bar.querySelector("[data-progress-count]");
  // The page's own words (issue #15): no catalogue in this script.
  const fill = (template: string | undefined, values: Record<string, number>) =>
    (template ?? "").replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ""));
  if (count) count.textContent = fill(bar.dataset.countTemplate, { completed, total });
  const share = bar.querySelector("[data-progress-percent]");
  if (share) share.textContent = fill(bar.dataset.percentTemplate, { percent });
  const fillBar = bar.querySelector<HTMLElement>("[data-progress-fill]");
  if (fillBar) fillBar.style.width = `${percent}%`;
  bar.querySelector("[role=progressbar]")?.setAttribute("aria-valuenow", String(percent));
}

const isDone = (lessonId: string) =>
  document
    .querySelector(`[data-lesson-status="${CSS.escape(lessonId)}"]`)
    ?.getAttribute("data-completed") === "true";

async function setCompleted(form: HTMLFormElement, mode: Mode, done: boolean) {
  const lessonId = form.querySelector<HTMLInputElement>("input[name=lessonId]")?.value;
  if (!lessonId) return;
  if (mode === "learner-offline") {
    queue({ lessonId, done, action: form.action });
    show(lessonId, done);
    return;
  }
  if (mode === "visitor") {
    const ids = readIds("localStorage", KEY).filter((id) => id !== lessonId);
    writeIds(done ? [...ids, lessonId] : ids);
    show(lessonId, done);
    return;
  }
  show(lessonId, done); // at once; the server's answer follows
  const body = new FormData(form);
  body.set("intent", done ? "complete" : "uncomplete");
  body.set("js", "1");
  try {
    // keepalive: the mark is shown at once, and a learner who goes straight on to the next lesson
    // must not cancel its save by leaving the page.
    const response = await fetch(form.action, { method: "POST", body, keepalive: true });
    if (!response.ok || response.redirected) throw new Error(String(response.status));
  } catch {
    // Without a connection: keep the mark and send it when the connection returns (issue #17).
    if (!navigator.onLine) {
      queue({ lessonId, done, action: form.action });
      return;
    }
    // Signed out meanwhile: put it back and let the plain form post decide.
    show(lessonId, !done);
    form.submit();
  }
}

export function enhanceProgress(): void {
  const signedIn = document.body.dataset.learner !== undefined;
  const wasLearner = browserStorage("localStorage")?.getItem(LEARNER_KEY) !== null;
  const mode: Mode = signedIn
    ? "learner"
    : !navigator.onLine && wasLearner
      ? "learner-offline"
      : "visitor";

  if (signedIn) {
    storeItem("localStorage", LEARNER_KEY, "1");
    void flushQueue();
    addEventListener("online", () => void flushQueue());
  } else if (mode === "learner-offline") {
    // The saved page knows nothing of the account: show what was marked here meanwhile, and send
    // it as soon as the connection returns, from this very page.
    for (const mark of readQueue()) show(mark.lessonId, mark.done);
    addEventListener("online", () => void flushQueue());
  } else if (navigator.onLine) {
    browserStorage("localStorage")?.removeItem(LEARNER_KEY);
    keepQueueAsVisitor();
  }

  if (signedIn) {
    // The account has what the sign-in form sent; ids added since (another tab) stay.
    const sent = readIds("sessionStorage", SENT_KEY);
    browserStorage("sessionStorage")?.removeItem(SENT_KEY);
    if (sent.length) writeIds(readIds("localStorage", KEY).filter((id) => !sent.includes(id)));
  } else if (mode === "visitor") {
    for (const id of readIds("localStorage", KEY)) show(id, true);
    // A course opens at the first unfinished lesson: the server sends a learner there; a
    // visitor's marks are only known here.
    if (!new URLSearchParams(location.search).has("lesson")) {
      const lessons = [...document.querySelectorAll<HTMLElement>("li [data-lesson-status]")];
      const first = lessons.findIndex((lesson) => lesson.dataset.completed !== "true");
      if (first > 0) location.replace(`${location.pathname}?lesson=${first + 1}`);
    }
    for (const input of document.querySelectorAll<HTMLInputElement>("[data-anonymous-progress]")) {
      const ids = readIds("localStorage", KEY);
      input.value = ids.length ? JSON.stringify(ids) : "";
      input.form?.addEventListener("submit", () => {
        storeItem("sessionStorage", SENT_KEY, input.value || "[]");
      });
    }
  }

  const form = document.querySelector<HTMLFormElement>("form[data-completion-form]");
  if (!form) return;
  const current = () => form.querySelector<HTMLInputElement>("input[name=lessonId]")?.value ?? "";
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void setCompleted(form, mode, !isDone(current()));
  });
  // Watched to the end: completed (the button stays the way to undo it, or to do it by hand).
  addEventListener(VIDEO_ENDED_EVENT, () => {
    if (!isDone(current())) void setCompleted(form, mode, true);
  });
}
