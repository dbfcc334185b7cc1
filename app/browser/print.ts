/**
 * The certificate page's 'Print' button (issue #16): it needs JavaScript (window.print), so the
 * server sends it hidden and this shows it. Without JavaScript the browser's own Print gives the
 * same sheet (the print stylesheet in app.css does the work, not this).
 */
export function enhancePrint(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-print]")) {
    button.hidden = false;
    button.addEventListener("click", () => print());
  }
}
