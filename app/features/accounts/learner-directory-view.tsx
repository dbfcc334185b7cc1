// The admin 'Learners' screen's parts (issue #14 part 8), in the admin's language (issue #27): the
// one-time reset link panel, the list with its 'Create reset link' forms, and the pages.
import { useState } from "react";
import { Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { adminDateFormat, adminNumber } from "~/i18n/admin/admin-format";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import { richAdminMessage } from "~/i18n/admin/admin-rich";
import { formatPhoneForReading } from "~/lib/format-phone";
import type { LearnerRow } from "./learner-directory.server";

/** What 'Create reset link' answered: the link, shown once. */
export interface CreatedLinkView {
  learner: string;
  link: string;
  /** A wa.me chat link with the message typed in, for a learner with a phone (issue #27). */
  whatsApp: string | null;
  expiresAt: string;
  replacedLinks: number;
}

const DATE = { year: "numeric", month: "short", day: "numeric" } as const;
const TIME = { hour: "2-digit", minute: "2-digit", timeZoneName: "short" } as const;

export function ResetLinkPanel({ result }: { result: CreatedLinkView }) {
  const [copied, setCopied] = useState(false);
  const { t, locale } = useAdminI18n();
  const until = adminDateFormat(locale, TIME).format(new Date(result.expiresAt));
  return (
    <section
      aria-labelledby="reset-link-heading"
      className="space-y-3 rounded-2xl border border-emerald-300 bg-emerald-50 p-5"
    >
      <h2 id="reset-link-heading" className="text-lg font-bold text-emerald-900">
        {richAdminMessage(t("learners.resetLinkFor"), {
          learner: <bdi>{formatPhoneForReading(result.learner)}</bdi>,
        })}
      </h2>
      <div className="flex flex-wrap gap-2">
        <label htmlFor="reset-link" className="sr-only">
          {t("learners.resetLink")}
        </label>
        <input
          id="reset-link"
          readOnly
          value={result.link}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClass} min-w-0 flex-1 font-mono text-sm`}
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            void navigator.clipboard?.writeText(result.link).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {copied ? t("learners.copied") : t("learners.copyLink")}
        </Button>
        {result.whatsApp ? (
          <a
            href={result.whatsApp}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: "outline" })}
          >
            {t("learners.sendWhatsApp")}
          </a>
        ) : null}
      </div>
      <p className="text-sm text-emerald-950">
        {t("learners.validity", { time: until })}
        {result.replacedLinks > 0 ? t("learners.replaced") : ""}
      </p>
    </section>
  );
}

function pageHref(query: string, page: number) {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/learners?${search}` : "/admin/learners";
}

export function LearnerTable({
  learners,
  creatingFor,
}: {
  learners: LearnerRow[];
  /** The learner whose link is being made (its button is disabled meanwhile). */
  creatingFor?: string;
}) {
  const { t, locale } = useAdminI18n();
  return learners.length === 0 ? (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <p className="font-bold">{t("learners.noneFound")}</p>
    </div>
  ) : (
    <ScrollRegion
      label={t("learners.listRegion")}
      className="rounded-2xl border border-slate-200 bg-white"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{t("learners.title")}</caption>
        <thead className="bg-slate-50 text-start">
          <tr>
            <th scope="col" className="px-4 py-3 text-start font-bold">
              {t("learners.learner")}
            </th>
            <th scope="col" className="px-4 py-3 text-start font-bold">
              {t("learners.joined")}
            </th>
            <th scope="col" className="px-4 py-3 text-end font-bold">
              {t("learners.coursesInProgress")}
            </th>
            <th scope="col" className="px-4 py-3 text-end font-bold">
              <span className="sr-only">{t("learners.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {learners.map((learner) => (
            <tr key={learner.id}>
              <th scope="row" className="px-4 py-3 text-start font-normal">
                {learner.email ? (
                  <bdi dir="ltr" className="block">
                    {learner.email}
                  </bdi>
                ) : null}
                {learner.phone ? (
                  <bdi dir="ltr" className="block text-slate-700">
                    {formatPhoneForReading(learner.phone)}
                  </bdi>
                ) : null}
              </th>
              <td className="px-4 py-3 whitespace-nowrap">
                <time dateTime={learner.joinedAt}>
                  {adminDateFormat(locale, DATE).format(new Date(learner.joinedAt))}
                </time>
              </td>
              <td className="px-4 py-3 text-end">
                {adminNumber(locale, learner.coursesInProgress)}
              </td>
              <td className="px-4 py-3 text-end">
                <Form method="post">
                  <input type="hidden" name="intent" value="create-reset-link" />
                  <input type="hidden" name="learnerId" value={learner.id} />
                  <Button
                    type="submit"
                    variant="outline"
                    size="sm"
                    disabled={creatingFor === learner.id}
                    aria-label={t("learners.createFor", {
                      learner: learner.email ?? learner.phone ?? "",
                    })}
                  >
                    {t("learners.create")}
                  </Button>
                </Form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function LearnerPages({
  query,
  page,
  pageCount,
}: {
  query: string;
  page: number;
  pageCount: number;
}) {
  const { t, locale } = useAdminI18n();
  return pageCount > 1 ? (
    <nav aria-label={t("learners.pages")} className="flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={pageHref(query, page - 1)} className={buttonVariants({ variant: "outline" })}>
          {t("learners.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-600">
        {t("learners.pageOf", {
          page: adminNumber(locale, page),
          count: adminNumber(locale, pageCount),
        })}
      </span>
      {page < pageCount ? (
        <Link to={pageHref(query, page + 1)} className={buttonVariants({ variant: "outline" })}>
          {t("learners.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  ) : null;
}
