// WhatsApp and LinkedIn share links of a certificate (issue #16): plain links that open in a new
// tab, no third-party script and nothing loaded from those sites until the learner follows one.
import { buttonVariants } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-context";
import { cn } from "~/lib/cn";
import type { ShareLinks as Links } from "./certificate-text";

export function ShareLinks({ links, className }: { links: Links; className?: string }) {
  const { t } = useI18n();
  const style = buttonVariants({ variant: "outline", size: "sm" });
  return (
    <ul className={cn("flex flex-wrap gap-2", className)}>
      <li>
        <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" className={style}>
          {t("certificates.share.whatsapp")}
        </a>
      </li>
      <li>
        <a href={links.linkedin} target="_blank" rel="noopener noreferrer" className={style}>
          {t("certificates.share.linkedin")}
        </a>
      </li>
    </ul>
  );
}
