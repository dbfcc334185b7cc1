// The course page's certificate offer the moment the course is complete (issue #27): a signed-in
// learner's page has a `[data-certificate-slot]` that the server fills when the course is complete.
// A mark (progress.ts) or a quiz answer (quiz.ts) made with fetch is answered with the page as it
// now is; its slot replaces this page's, so the offer comes (or goes) without a reload.
export function takeCertificateSlot(answer: Document): void {
  const next = answer.querySelector("[data-certificate-slot]");
  const slot = document.querySelector("[data-certificate-slot]");
  if (next && slot) slot.replaceWith(document.importNode(next, true));
}
