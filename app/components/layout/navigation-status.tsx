import { useNavigation } from "react-router";

/** With JavaScript on, client navigations show and announce loading (spec §2 loading states). */
export function NavigationStatus() {
  const loading = useNavigation().state === "loading";
  return (
    <>
      <div role="status" aria-live="polite" className="sr-only">
        {loading ? "جارٍ التحميل..." : ""}
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
