// The offline page (issue #17): what the service worker shows, in the page's language, for a page
// that was never saved when there is no connection. Kept in every deployment's shell cache.
import type { Route } from "./+types/offline";
import { buttonVariants } from "~/components/ui/button";
import { SavedCourses } from "~/features/offline/saved-courses";
import { useI18n } from "~/i18n/i18n-context";
import { metaTranslator, pageUrl, sharedPageMeta } from "~/i18n/page-meta";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i = metaTranslator(location);
  return [
    ...sharedPageMeta(i, i.t("offline.title"), undefined, { url: pageUrl(location, matches) }),
    { name: "robots", content: "noindex" },
  ];
};

export default function Offline() {
  const { t, path } = useI18n();
  return (
    <>
      <section className="mx-auto max-w-3xl px-4 pt-16 text-center">
        <h1 className="text-2xl font-bold">{t("offline.title")}</h1>
        <p className="mt-3 text-slate-600">{t("offline.text")}</p>
        {/* A link, not a script: it asks for the page again, and works offline too. */}
        <a href={path("/")} data-offline-retry className={buttonVariants({ className: "mt-6" })}>
          {t("offline.retry")}
        </a>
      </section>
      <SavedCourses showEmpty className="mx-auto max-w-3xl px-4 py-8" />
    </>
  );
}
