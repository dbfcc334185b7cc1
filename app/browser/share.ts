// The share control's buttons (issue #17, app/components/ui/share-control.tsx): 'Copy link' where
// the clipboard can be written, and the system's share sheet where the Web Share API exists. The
// server sends both hidden: without JavaScript the WhatsApp link is the control.
export function enhanceShare(): void {
  for (const control of document.querySelectorAll<HTMLElement>("[data-share]")) {
    const url = control.dataset.url ?? location.href;
    const status = control.querySelector<HTMLElement>("[data-share-status]");
    const copy = control.querySelector<HTMLButtonElement>("[data-share-copy]");
    if (copy && navigator.clipboard) {
      copy.hidden = false;
      copy.addEventListener("click", () => {
        void navigator.clipboard.writeText(url).then(() => {
          if (status) status.textContent = control.dataset.copiedText ?? "";
        });
      });
    }
    const native = control.querySelector<HTMLButtonElement>("[data-share-native]");
    if (native && "share" in navigator) {
      native.hidden = false;
      native.addEventListener("click", () => {
        // Closing the sheet rejects: nothing to say about it.
        navigator.share({ title: control.dataset.title, url }).catch(() => undefined);
      });
    }
  }
}
