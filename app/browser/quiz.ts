// The lesson quiz answered in place (issue #16, decision 0032). Without JavaScript the quiz form
// posts to the course page, which answers with the page showing the result; here the same post
// goes through fetch and the page's quiz section (`[data-quiz]`) is swapped for the answer's, so
// the words are the server's (no catalogue in this script) and so is the grading. 'Try again'
// fetches the lesson's page and takes its empty form: a new page build, so the options come in a
// new order and a learner's wait after failing in a row shows (issue #27, decision 0042).
import { takeCertificateSlot } from "./certificate-slot";

export function enhanceQuiz() {
  if (!document.querySelector("[data-quiz]")) return;
  /** The quiz section of a page's HTML put in place of ours; throws when it has none. */
  const swap = (html: string, focus: string) => {
    const page = new DOMParser().parseFromString(html, "text/html");
    const next = page.querySelector<HTMLElement>("[data-quiz]");
    if (!next) throw new Error("no quiz");
    document.querySelector("[data-quiz]")?.replaceWith(next);
    next.querySelector<HTMLElement>(focus)?.focus();
    return page;
  };

  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches("[data-quiz-form]")) return;
    event.preventDefault();
    const button = form.querySelector("button");
    if (button) button.disabled = true;
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form)) body.append(name, String(value));
    fetch(form.action, { method: "POST", body })
      .then(async (res) => {
        const page = swap(
          await res.text(),
          "[data-quiz-summary],[data-quiz-error],[data-quiz-wait]",
        );
        // A passing answer that completes the course brings the certificate offer (issue #27).
        takeCertificateSlot(page);
      })
      // Offline, or an answer without a quiz: the ordinary post says what happened.
      .catch(() => form.submit());
  });

  document.addEventListener("click", (event) => {
    const again = (event.target as Element).closest?.<HTMLAnchorElement>("a[data-quiz-again]");
    if (!again) return;
    event.preventDefault();
    fetch(again.href)
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        swap(await res.text(), "[data-quiz-wait],input:not([type=hidden])");
      })
      // Offline or anything else: the link as it is, a page load.
      .catch(() => location.assign(again.href));
  });
}
