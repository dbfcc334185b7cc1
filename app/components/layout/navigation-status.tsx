import { useNavigation } from "react-router";

/**
 * Client navigations show and announce loading (spec §2 loading states): React Router's in the
 * admin area, the catalogue's live search (app/browser/live-search.ts, by the id, reading the
 * words from `data-loading-label`) on public pages.
 */
export function NavigationStatus({ loadingLabel }: { loadingLabel: string }) {
  const loading = useNavigation().state === "loading";
  return (
    <>
      <div
        id="navigation-status"
        role="status"
        aria-live="polite"
        className="sr-only"
        data-loading-label={loadingLabel}
      >
        {loading ? loadingLabel : ""}
      </div>
      {loading ? (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-amber-400"
        />
      ) : null}
    </>
  );
}
