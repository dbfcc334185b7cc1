// The admin Analytics page's plays of uploaded lessons (issue #28): how many plays of each version,
// and the megabytes learners saved by choosing a lighter one than Standard.
import { MEDIA_VERSION_NAMES } from "~/lib/media";
import { adminNumber } from "~/i18n/admin/admin-format";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import type { MediaPlays } from "./analytics-report.server";

const END = { textAlign: "end" } as const;
const START = { textAlign: "start" } as const;

const VERSION_KEYS = {
  audio: "analytics.mediaVersion.audio",
  light: "analytics.mediaVersion.light",
  standard: "analytics.mediaVersion.standard",
} as const;

export function MediaPlaysSection({ mediaPlays }: { mediaPlays: MediaPlays }) {
  const { t, locale } = useAdminI18n();
  // Megabytes to one decimal: a saving under 0.1 MB is not worth a figure of its own.
  const megabytes = Math.round(mediaPlays.megabytesSaved * 10) / 10;
  return (
    <section
      aria-labelledby="media-plays-heading"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="media-plays-heading" className="text-lg font-bold">
        {t("analytics.mediaPlays")}
      </h2>
      <dl>
        <dt className="text-sm text-slate-600">{t("analytics.megabytesSaved")}</dt>
        <dd className="mt-1 text-3xl font-bold" data-testid="megabytes-saved">
          {adminNumber(locale, megabytes)}
        </dd>
      </dl>
      <table className="w-full text-sm">
        <caption className="sr-only">{t("analytics.mediaPlaysCaption")}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 font-bold" style={START}>
              {t("analytics.mediaVersion")}
            </th>
            <th scope="col" className="py-2 font-bold" style={END}>
              {t("analytics.plays")}
            </th>
          </tr>
        </thead>
        <tbody>
          {MEDIA_VERSION_NAMES.map((version) => (
            <tr key={version} className="border-b border-slate-100">
              <th scope="row" className="py-2 font-normal" style={START}>
                {t(VERSION_KEYS[version])}
              </th>
              <td className="py-2" style={END}>
                {adminNumber(locale, mediaPlays.plays[version])}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
