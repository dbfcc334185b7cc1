// The lesson quiz answered in place (issue #16, decision 0032). Without JavaScript the quiz form
// posts to the course page, which answers with the page showing the result; here the same post
// goes through fetch and the page's quiz section (`[data-quiz]`) is swapped for the answer's, so
// the words are the server's (no catalogue in this script) and so is the grading. 'Try again'
// puts back the empty form the page came with, without a request.
export function enhanceQuiz() {
  const section = document.querySelector<HTMLElement>("[data-quiz]");
  if (!section) return;
  const pristine = section.cloneNode(true) as HTMLElement;
  const show = (next: HTMLElement, focus: string) => {
    document.querySelector("[data-quiz]")?.replaceWith(next);
    next.querySelector<HTMLElement>(focus)?.focus();
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
        const page = new DOMParser().parseFromString(await res.text(), "text/html");
        const answer = page.querySelector<HTMLElement>("[data-quiz]");
        if (!answer) throw new Error(String(res.status));
        show(answer, "[data-quiz-summary],[data-quiz-error]");
      })
      // Offline, or an answer without a quiz: the ordinary post says what happened.
      .catch(() => form.submit());
  });

  document.addEventListener("click", (event) => {
    const again = (event.target as Element).closest?.("[data-quiz-again]");
    if (!again) return;
    event.preventDefault();
    const empty = pristine.cloneNode(true) as HTMLElement;
    // The best result as the last answer gave it, not as the page first had it.
    const best = document.querySelector("[data-quiz-best]");
    const stale = empty.querySelector("[data-quiz-best]");
    if (best && stale) stale.replaceWith(best);
    else if (best) empty.querySelector("h2")?.after(best);
    show(empty, "input:not([type=hidden])");
  });
}
