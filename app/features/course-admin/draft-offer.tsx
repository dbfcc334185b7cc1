// The offer of a draft kept in this browser (issue #14, use-course-draft.ts): when it was kept, a
// warning when the course was saved by someone else since, and Restore or Discard.
import { Button } from "~/components/ui/button";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import { INTL_LOCALES } from "~/i18n/locales";
import type { StoredDraft } from "./course-draft";

export function DraftOffer({
  draft,
  behind,
  onRestore,
  onDiscard,
}: {
  draft: StoredDraft;
  /** Restoring it would undo a later save. */
  behind: boolean;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const { t, locale } = useAdminI18n();
  // English keeps the day-month-year it always showed; the others write their own.
  const date = new Date(draft.savedAt).toLocaleString(
    locale === "en" ? "en-GB" : INTL_LOCALES[locale],
  );
  return (
    <div
      role="region"
      aria-labelledby="draft-offer-heading"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4"
    >
      <div>
        <h2 id="draft-offer-heading" className="font-bold text-amber-950">
          {t("draft.heading")}
        </h2>
        <p className="text-sm text-amber-950">{t("draft.kept", { date })}</p>
        {behind ? (
          <p
            role="alert"
            data-testid="draft-behind-warning"
            className="mt-2 text-sm font-bold text-red-800"
          >
            {t("draft.behind")}
          </p>
        ) : null}
      </div>
      <div className="flex gap-2">
        <Button type="button" size="sm" onClick={onRestore}>
          {t("draft.restore")}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDiscard}>
          {t("draft.discard")}
        </Button>
      </div>
    </div>
  );
}
