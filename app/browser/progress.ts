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
// - `input[data-anonymous-progress]` in the sign-up and sign-in forms;
// - `[data-completion-refusal="<lesson id>"]`, hidden, where a refused mark's words go (decision
//   0041: too soon after the lesson was first opened), and `[data-certificate-slot]` (issue #27).
//
// A visitor's completed lesson ids live in localStorage; the auth forms carry them to the
// server, which merges them into the account, and the first signed-in page forgets the ids sent.
//
// Offline (issue #27, decision 0046): a learner's saved copy is their own page (with
// `data-learner`), so a mark made on it without a connection is shown, queued and sent when the
// connection returns. A mark the server refuses then (any answer but success) is dropped, unmarked
// on the page, and `[data-refused-mark]` (refused-mark-notice.tsx, on signed-in pages) says so,
// with `[data-refused-reason]`, `[data-refused-lesson]` and `[data-refused-close]` inside.
import { progressPercent } from "~/lib/learner";
import { takeCertificateSlot } from "./certificate-slot";
import { browserStorage, isSavedCopy, storeItem, SYNCED_MARKS_KEY } from "./page-state";
import { VIDEO_ENDED_EVENT } from "./video-end";

const KEY = "maarifa_progress";
/** app/routes/resources/lesson-visit.ts */
const LESSON_VISIT_ENDPOINT = "/api/lesson-visit";
const SENT_KEY = "maarifa_progress_sent";
/**
 * Offline (issue #17): set while this browser's last page online was a signed-in learner's. A
 * saved course page is the visitors' page, so without a connection this is what says that a mark
 * belongs to the account: it is queued (QUEUE_KEY) and sent when the connection returns.
 */
const LEARNER_KEY = "maarifa_learner";
const QUEUE_KEY = "maarifa_progress_queue";
/** A refusal to tell on the next signed-in page, when the page that sent the mark had no notice. */
const REFUSED_KEY = "maarifa_progress_refused";

interface Refusal {
  /** The lesson's page (the address the mark was posted to). */
  action: string;
  /** The server's words, when it answered with plain text or JSON; else "". */
  reason: string;
}

interface QueuedMark {
  lessonId: string;
  done: boolean;
  /** The course page the mark is posted to. */
  action: string;
}

type Mode = "learner" | "learner-offline" | "visitor";

function readQueue(key = QUEUE_KEY): QueuedMark[] {
  try {
    const marks: unknown = JSON.parse(browserStorage("localStorage")?.getItem(key) ?? "[]");
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

/** The most marks kept to show over saved copies (the newest; older ones are re-saved copies'). */
const SYNCED_MARKS_KEPT = 200;

/**
 * A mark the server took (issue #27): a saved copy of the learner's pages, saved before it, shows
 * it too (offline.ts forgets a course's when it saves the course again).
 */
function rememberSynced(mark: QueuedMark) {
  const marks = [...readQueue(SYNCED_MARKS_KEY).filter((m) => m.lessonId !== mark.lessonId), mark];
  storeItem("localStorage", SYNCED_MARKS_KEY, JSON.stringify(marks.slice(-SYNCED_MARKS_KEPT)));
}

/** Queues a mark made without a connection; a later mark of the same lesson replaces it. */
function queue(mark: QueuedMark) {
  writeQueue([...readQueue().filter((queued) => queued.lessonId !== mark.lessonId), mark]);
}

/**
 * The server's reason for refusing a lesson's mark, when it gave one: the words of the page it
 * answered with (a mark too soon, decision 0041), a JSON `message`, or plain text.
 */
async function reasonOf(response: Response, lessonId: string): Promise<string> {
  const type = response.headers.get("Content-Type") ?? "";
  try {
    if (type.startsWith("text/html")) {
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      const words = page.querySelector(`[data-completion-refusal="${CSS.escape(lessonId)}"]`);
      return (words?.textContent ?? "").trim().slice(0, 300);
    }
    if (type.includes("json")) {
      const body = (await response.json()) as { message?: unknown; error?: unknown } | null;
      const reason = body?.message ?? body?.error;
      return typeof reason === "string" ? reason.trim().slice(0, 300) : "";
    }
    if (type.startsWith("text/plain")) return (await response.text()).trim().slice(0, 300);
  } catch {
    // An unreadable body: the refusal is told without the server's words.
  }
  return "";
}

function showRefusal(notice: HTMLElement, { action, reason }: Refusal) {
  const because = notice.querySelector<HTMLElement>("[data-refused-reason]");
  if (because) {
    because.textContent = reason;
    because.hidden = reason === "";
  }
  notice.querySelector<HTMLAnchorElement>("[data-refused-lesson]")?.setAttribute("href", action);
  notice.hidden = false;
}

/** A queued mark the server refused: unmarked here, and the learner told (here or next page). */
function refuse(mark: QueuedMark, reason: string) {
  show(mark.lessonId, !mark.done);
  const refusal: Refusal = { action: mark.action, reason };
  const notice = document.querySelector<HTMLElement>("[data-refused-mark]");
  if (notice) showRefusal(notice, refusal);
  else storeItem("localStorage", REFUSED_KEY, JSON.stringify(refusal));
}

/** A refusal kept by a page that could not show it: shown on this signed-in page, then forgotten. */
function showKeptRefusal() {
  const notice = document.querySelector<HTMLElement>("[data-refused-mark]");
  if (!notice) return;
  notice.querySelector("[data-refused-close]")?.addEventListener("click", () => {
    notice.hidden = true;
  });
  const kept = browserStorage("localStorage")?.getItem(REFUSED_KEY);
  if (!kept) return;
  browserStorage("localStorage")?.removeItem(REFUSED_KEY);
  try {
    const refusal = JSON.parse(kept) as Partial<Refusal>;
    if (typeof refusal.action === "string") {
      showRefusal(notice, { action: refusal.action, reason: String(refusal.reason ?? "") });
    }
  } catch {
    // Not ours any more: forgotten.
  }
}

let flushing = false;

/**
 * Sends the queued marks (a signed-in page, online), one at a time. One the server no longer
 * takes for the account (signed out meanwhile: it answers with the sign-in page) is kept as a
 * visitor's, to be merged at the next sign-in like any other; one it refuses (any other answer
 * but success, such as a lesson marked too soon) is dropped and the learner told.
 */
async function flushQueue(): Promise<void> {
  // The page's load and the 'online' event may both ask: one sender at a time.
  if (flushing) return;
  flushing = true;
  try {
    for (const mark of readQueue()) {
      const body = new FormData();
      body.set("intent", mark.done ? "complete" : "uncomplete");
      body.set("lessonId", mark.lessonId);
      body.set("js", "1");
      let response: Response;
      try {
        response = await fetch(mark.action, { method: "POST", body });
      } catch {
        return; // Offline again: the rest waits for the next connection.
      }
      if (response.redirected) {
        if (mark.done) writeIds([...readIds("localStorage", KEY), mark.lessonId]);
      } else if (!response.ok) {
        refuse(mark, await reasonOf(response, mark.lessonId));
      } else rememberSynced(mark);
      writeQueue(readQueue().filter((queued) => queued.lessonId !== mark.lessonId));
    }
  } finally {
    flushing = false;
  }
  document.documentElement.dataset.progressQueue = "sent";
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

/** Shows the words of a refused mark from the page that answered it; none: hides them. */
function sayRefusal(lessonId: string, answer: Document | null) {
  const selector = `[data-completion-refusal="${CSS.escape(lessonId)}"]`;
  const here = document.querySelector<HTMLElement>(selector);
  if (!here) return;
  const words = answer?.querySelector(selector)?.textContent ?? "";
  here.textContent = words;
  here.hidden = !words;
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
    sayRefusal(lessonId, null);
    // Online, the server checks a visitor's mark against this browser's visits (decision 0041)
    // and a refused mark is taken back; offline it is kept, and the merge at sign-in checks it.
    // It is kept before the check is asked, so that a page left at once (the next lesson's link)
    // does not lose it: the merge at sign-in checks it then.
    const others = readIds("localStorage", KEY).filter((id) => id !== lessonId);
    writeIds(done ? [...others, lessonId] : others);
    if (done && navigator.onLine) {
      const body = new FormData(form);
      body.set("intent", "complete");
      body.set("js", "1");
      body.set("as", "visitor");
      try {
        const response = await fetch(form.action, { method: "POST", body });
        if (response.status === 409) {
          writeIds(readIds("localStorage", KEY).filter((id) => id !== lessonId));
          const page = new DOMParser().parseFromString(await response.text(), "text/html");
          sayRefusal(lessonId, page);
          return;
        }
      } catch {
        // Offline after all: kept here, checked at sign-in.
      }
    }
    show(lessonId, done);
    return;
  }
  show(lessonId, done); // at once; the server's answer follows
  sayRefusal(lessonId, null);
  // Without a connection (a saved copy of the learner's page, issue #27): kept and sent later.
  if (!navigator.onLine) {
    queue({ lessonId, done, action: form.action });
    return;
  }
  const body = new FormData(form);
  body.set("intent", done ? "complete" : "uncomplete");
  body.set("js", "1");
  let response: Response;
  try {
    // keepalive: the mark is shown at once, and a learner who goes straight on to the next lesson
    // must not cancel its save by leaving the page.
    response = await fetch(form.action, { method: "POST", body, keepalive: true });
  } catch {
    // No answer at all (the connection is gone though the browser has not noticed yet): keep the
    // mark and send it with the queue (issue #17), never the browser's error page.
    queue({ lessonId, done, action: form.action });
    return;
  }
  if (response.status === 409) {
    // Refused as too soon (decision 0041): the answer is the page with the refusal's words.
    show(lessonId, !done);
    sayRefusal(lessonId, new DOMParser().parseFromString(await response.text(), "text/html"));
  } else if (!response.ok || response.redirected) {
    // Signed out meanwhile, or refused otherwise: put it back and let the plain form post decide.
    show(lessonId, !done);
    form.submit();
  } else {
    rememberSynced({ lessonId, done, action: form.action });
    // The answer is the page as it now is: the last mark brings the certificate offer.
    takeCertificateSlot(new DOMParser().parseFromString(await response.text(), "text/html"));
  }
}

export function enhanceProgress(): void {
  const signedIn = document.body.dataset.learner !== undefined;
  const wasLearner = browserStorage("localStorage")?.getItem(LEARNER_KEY) !== null;
  // A saved copy (served by the service worker, issue #27) is not the server's word on who is
  // signed in now: only a page fresh from the server may sign the learner out of the queue.
  const copy = isSavedCopy();
  const mode: Mode = signedIn
    ? "learner"
    : (!navigator.onLine || copy) && wasLearner
      ? "learner-offline"
      : "visitor";

  if (mode !== "visitor") {
    // A saved copy shows the marks as they were when it was saved: those the server took since,
    // then those made without a connection and not yet sent, are shown over it.
    if (copy) for (const mark of readQueue(SYNCED_MARKS_KEY)) show(mark.lessonId, mark.done);
    for (const mark of readQueue()) show(mark.lessonId, mark.done);
    // Sent as soon as the connection returns, from this very page.
    addEventListener("online", () => void flushQueue());
  }
  if (signedIn) {
    storeItem("localStorage", LEARNER_KEY, "1");
    showKeptRefusal();
    if (navigator.onLine) void flushQueue();
  } else if (navigator.onLine && !copy) {
    browserStorage("localStorage")?.removeItem(LEARNER_KEY);
    browserStorage("localStorage")?.removeItem(SYNCED_MARKS_KEY);
    keepQueueAsVisitor();
  }

  if (signedIn) {
    // The account has what the sign-in form sent; ids added since (another tab) stay.
    const sent = readIds("sessionStorage", SENT_KEY);
    browserStorage("sessionStorage")?.removeItem(SENT_KEY);
    if (sent.length) writeIds(readIds("localStorage", KEY).filter((id) => !sent.includes(id)));
  } else if (mode === "visitor") {
    for (const id of readIds("localStorage", KEY)) show(id, true);
    // The page is the cached one: tell the server which lesson this browser is shown, so that the
    // completion rule's clock starts (decision 0041). Once per page; a lost report only delays.
    const shown = document
      .querySelector("form[data-completion-form] input[name=lessonId]")
      ?.getAttribute("value");
    if (shown && navigator.onLine) {
      const body = new URLSearchParams({ lessonId: shown });
      fetch(LESSON_VISIT_ENDPOINT, { method: "POST", body, keepalive: true }).catch(() => {});
    }
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
