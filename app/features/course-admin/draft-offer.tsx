// The offer of a draft kept in this browser (issue #14, use-course-draft.ts): when it was kept, a
// warning when the course was saved by someone else since, and Restore or Discard.
import { Button } from "~/components/ui/button";
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
  return (
    <div
      role="region"
      aria-labelledby="draft-offer-heading"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4"
    >
      <div>
        <h2 id="draft-offer-heading" className="font-bold text-amber-950">
          Unsaved changes found
        </h2>
        <p className="text-sm text-amber-950">
          This browser kept changes to this course that were not saved (
          {new Date(draft.savedAt).toLocaleString("en-GB")}).
        </p>
        {behind ? (
          <p
            role="alert"
            data-testid="draft-behind-warning"
            className="mt-2 text-sm font-bold text-red-800"
          >
            This course was saved by someone else after your draft was kept. Restoring it will
            replace their changes.
          </p>
        ) : null}
      </div>
      <div className="flex gap-2">
        <Button type="button" size="sm" onClick={onRestore}>
          Restore draft
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDiscard}>
          Discard draft
        </Button>
      </div>
    </div>
  );
}
