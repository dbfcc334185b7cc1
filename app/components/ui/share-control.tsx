// Sharing a page (issue #17): WhatsApp first, where Mauritanian learners share links, as a plain
// link (https://wa.me/?text=…, nothing loaded from WhatsApp until it is followed); then, shown by
// app/browser/share.ts where the browser can, 'Copy link' and the system's share sheet (Web Share
// API). No third-party script. `children` are further links of the page's own (LinkedIn's for a
// certificate).
import type { ReactNode } from "react";
import { useI18n } from "~/i18n/i18n-context";
import { cn } from "~/lib/cn";
import { buttonVariants } from "./button";

export function ShareControl({
  url,
  title,
  whatsappText,
  className,
  children,
}: {
  /** The page's absolute address. */
  url: string;
  /** What the share sheet names the page with. */
  title: string;
  /** WhatsApp's message; the title and the address by default. */
  whatsappText?: string;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const style = buttonVariants({ variant: "outline", size: "sm" });
  const message = whatsappText ?? `${title}\n${url}`;
  return (
    <div
      data-share
      data-url={url}
      data-title={title}
      data-copied-text={t("share.copied")}
      className={cn("flex flex-wrap items-center gap-2", className)}
    >
      <a
        href={`https://wa.me/?text=${encodeURIComponent(message)}`}
        target="_blank"
        rel="noopener noreferrer"
        className={style}
      >
        {t("share.whatsapp")}
      </a>
      {children}
      <button type="button" data-share-copy hidden className={style}>
        {t("share.copy")}
      </button>
      <button type="button" data-share-native hidden className={style}>
        {t("share.more")}
      </button>
      <span data-share-status role="status" className="text-sm text-slate-600" />
    </div>
  );
}
