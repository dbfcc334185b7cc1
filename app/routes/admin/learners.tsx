// /admin/learners: find a learner by phone or email and make them a one-time password-reset link
// to send over WhatsApp or SMS (issue #14 part 8). The link is shown once, in this answer only;
// for a learner with a phone number, with a 'Send on WhatsApp' link that opens the chat with the
// message typed in (issue #27).
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/learners";
import { adminPageTitle } from "~/i18n/admin/admin-meta";
import { absoluteUrl } from "~/.server/absolute-url";
import { readForm } from "~/.server/http/read-form";
import { Button, buttonVariants } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { loadLearnerDirectory } from "~/features/accounts/learner-directory.server";
import {
  LearnerPages,
  LearnerTable,
  ResetLinkPanel,
} from "~/features/accounts/learner-directory-view";
import { createPasswordResetLink, resetLinkPath } from "~/features/accounts/password-reset.server";
import { adminTranslatorOf } from "~/features/admin-auth/admin-locale.server";
import { ADMIN_SUBJECT } from "~/features/admin-auth/admin-session.server";
import { auditOrigin, requireAdmin } from "~/features/admin-auth/require-admin.server";
import { adminNumber } from "~/i18n/admin/admin-format";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import { translatorFor } from "~/i18n/translator";
import { PERMISSIONS } from "~/lib/admin-roles";
import { whatsAppChatLink } from "~/lib/whatsapp-link";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminPageTitle(matches, "learners.title", { withAdmin: false }) },
  { name: "robots", content: "noindex, nofollow" },
];

const listParams = z.object({
  q: z.string().max(1000).catch(""),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, ...PERMISSIONS.manageLearners);
  const url = new URL(request.url);
  const { q, page } = listParams.parse({
    q: url.searchParams.get("q") ?? "",
    page: url.searchParams.get("page") ?? "1",
  });
  return loadLearnerDirectory(context.db, { query: q, page });
}

const learnerAction = z.object({
  intent: z.literal("create-reset-link"),
  learnerId: z.string().min(1).max(64),
});

export type LearnerActionResult =
  | {
      ok: true;
      learnerId: string;
      learner: string;
      link: string;
      /** wa.me with the message and the link, when the learner has a phone number. */
      whatsApp: string | null;
      expiresAt: string;
      replacedLinks: number;
    }
  | { ok: false; error: string };

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context, ...PERMISSIONS.manageLearners);
  const { t } = await adminTranslatorOf(request, context, session);
  const parsed = learnerAction.safeParse(await readForm(request));
  if (!parsed.success) {
    return data<LearnerActionResult>(
      { ok: false, error: t("learners.invalidRequest") },
      { status: 400 },
    );
  }
  const created = await createPasswordResetLink(context.db, {
    learnerId: parsed.data.learnerId,
    // The bootstrap owner is "admin", as in the sessions table.
    createdBy: session.admin.id ?? ADMIN_SUBJECT,
    by: auditOrigin(session, context),
  });
  if (!created.ok) {
    return data<LearnerActionResult>({ ok: false, error: t("learners.notFound") }, { status: 404 });
  }
  // PUBLIC_URL when set, else the address this administrator is using.
  const link = absoluteUrl(resetLinkPath(created.token), request, context);
  // In Arabic, the site's first language, like the page the link opens.
  const ar = translatorFor("ar");
  const message = ar.t("recovery.whatsapp.message", { brand: ar.t("site.brand"), link });
  return data<LearnerActionResult>({
    ok: true,
    learnerId: created.learnerId,
    learner: created.learnerLabel,
    link,
    whatsApp: created.learnerPhone ? whatsAppChatLink(created.learnerPhone, message) : null,
    expiresAt: created.expiresAt,
    replacedLinks: created.replacedLinks,
  });
}

export default function Learners({ loaderData, actionData }: Route.ComponentProps) {
  const { query, learners, total, page, pageCount } = loaderData;
  const navigation = useNavigation();
  const { t, locale } = useAdminI18n();
  const [matchingBefore = "", matchingAfter = ""] = t("learners.matching").split("{query}");
  const creatingFor =
    navigation.state !== "idle" ? navigation.formData?.get("learnerId")?.toString() : undefined;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t("learners.title")}</h1>
          <p className="text-slate-600">{t("learners.intro")}</p>
        </div>
        <Link to="/admin" className={buttonVariants({ variant: "outline" })}>
          {t("error.backToDashboard")}
        </Link>
      </div>

      {actionData?.ok ? <ResetLinkPanel key={actionData.link} result={actionData} /> : null}
      {actionData && !actionData.ok ? (
        <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900">
          {actionData.error}
        </p>
      ) : null}

      <Form method="get" action="/admin/learners" role="search" className="flex flex-wrap gap-2">
        <label htmlFor="learner-search" className="sr-only">
          {t("learners.searchLabel")}
        </label>
        <input
          id="learner-search"
          name="q"
          type="search"
          defaultValue={query}
          placeholder={t("learners.searchLabel")}
          dir="auto"
          maxLength={320}
          className={`${inputClass} max-w-md flex-1`}
        />
        <Button type="submit">{t("learners.search")}</Button>
      </Form>

      <p className="text-sm text-slate-600" aria-live="polite">
        {total === 1
          ? t("learners.countOne")
          : t("learners.countMany", { count: adminNumber(locale, total) })}
        {query ? (
          <>
            {matchingBefore}
            <bdi>{query}</bdi>
            {matchingAfter}
          </>
        ) : null}
      </p>

      <LearnerTable learners={learners} creatingFor={creatingFor} />
      <LearnerPages query={query} page={page} pageCount={pageCount} />
    </div>
  );
}
