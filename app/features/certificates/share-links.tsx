// A certificate's share control (issue #16): WhatsApp, copy and the share sheet as every page's
// (app/components/ui/share-control.tsx), and LinkedIn's add-to-profile link: plain links that
// open in a new tab, no third-party script and nothing loaded from those sites until followed.
import { buttonVariants } from "~/components/ui/button";
import { ShareControl } from "~/components/ui/share-control";
import { useI18n } from "~/i18n/i18n-context";
import type { ShareLinks as Links } from "./certificate-text";

export function ShareLinks({ links, className }: { links: Links; className?: string }) {
  const { t } = useI18n();
  return (
    <ShareControl
      url={links.url}
      title={links.title}
      whatsappText={links.whatsappText}
      className={className}
    >
      <a
        href={links.linkedin}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonVariants({ variant: "outline", size: "sm" })}
      >
        {t("certificates.share.linkedin")}
      </a>
    </ShareControl>
  );
}
