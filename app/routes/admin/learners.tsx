// /admin/learners: find a learner by phone or email and make them a one-time password-reset link
// to send over WhatsApp or SMS (issue #14 part 8). The link is shown once, in this answer only.
import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/learners";
import { absoluteUrl } from "~/.server/absolute-url";
import { readForm } from "~/.server/http/read-form";
import { Button, buttonVariants } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { loadLearnerDirectory } from "~/features/accounts/learner-directory.server";
import { createPasswordResetLink, resetLinkPath } from "~/features/accounts/password-reset.server";
import { ADMIN_SUBJECT } from "~/features/admin-auth/admin-session.server";
import { auditOrigin, requireAdmin } from "~/features/admin-auth/require-admin.server";
import { PERMISSIONS } from "~/lib/admin-roles";

export const meta: Route.MetaFunction = () => [
  { title: "Learners | معرفة" },
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
      expiresAt: string;
      replacedLinks: number;
    }
  | { ok: false; error: string };

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context, ...PERMISSIONS.manageLearners);
  const parsed = learnerAction.safeParse(await readForm(request));
  if (!parsed.success) {
    return data<LearnerActionResult>({ ok: false, error: "Invalid request" }, { status: 400 });
  }
  const created = await createPasswordResetLink(context.db, {
    learnerId: parsed.data.learnerId,
    // The bootstrap owner is "admin", as in the sessions table.
    createdBy: session.admin.id ?? ADMIN_SUBJECT,
    by: auditOrigin(session, context),
  });
  if (!created.ok) {
    return data<LearnerActionResult>({ ok: false, error: "Learner not found" }, { status: 404 });
  }
  return data<LearnerActionResult>({
    ok: true,
    learnerId: created.learnerId,
    learner: created.learnerLabel,
    // PUBLIC_URL when set, else the address this administrator is using.
    link: absoluteUrl(resetLinkPath(created.token), request, context),
    expiresAt: created.expiresAt,
    replacedLinks: created.replacedLinks,
  });
}

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  year: "numeric",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const timeFormat = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
});

function ResetLinkPanel({ result }: { result: Extract<LearnerActionResult, { ok: true }> }) {
  const [copied, setCopied] = useState(false);
  return (
    <section
      aria-labelledby="reset-link-heading"
      className="space-y-3 rounded-2xl border border-emerald-300 bg-emerald-50 p-5"
    >
      <h2 id="reset-link-heading" className="text-lg font-bold text-emerald-900">
        Reset link for <bdi>{result.learner}</bdi>
      </h2>
      <div className="flex flex-wrap gap-2">
        <label htmlFor="reset-link" className="sr-only">
          Reset link
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
          {copied ? "Copied" : "Copy link"}
        </Button>
      </div>
      <p className="text-sm text-emerald-950">
        Valid for 1 hour (until {timeFormat.format(new Date(result.expiresAt))}) and works once.
        Send it to the learner over WhatsApp or SMS; it is shown only now. Opening it lets them
        choose a new password and signs them out everywhere else. Creating another link for this
        learner replaces this one.
        {result.replacedLinks > 0 ? " Their earlier unused link no longer works." : ""}
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

export default function Learners({ loaderData, actionData }: Route.ComponentProps) {
  const { query, learners, total, page, pageCount } = loaderData;
  const navigation = useNavigation();
  const creatingFor =
    navigation.state !== "idle" ? navigation.formData?.get("learnerId")?.toString() : undefined;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Learners</h1>
          <p className="text-slate-600">
            Find a learner by phone or email to give them a password-reset link.
          </p>
        </div>
        <Link to="/admin" className={buttonVariants({ variant: "outline" })}>
          Back to Dashboard
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
          Search by phone or email
        </label>
        <input
          id="learner-search"
          name="q"
          type="search"
          defaultValue={query}
          placeholder="Search by phone or email"
          dir="auto"
          maxLength={320}
          className={`${inputClass} max-w-md flex-1`}
        />
        <Button type="submit">Search</Button>
      </Form>

      <p className="text-sm text-slate-600" aria-live="polite">
        {total === 1 ? "1 learner" : `${total} learners`}
        {query ? (
          <>
            {" "}
            matching “<bdi>{query}</bdi>”
          </>
        ) : null}
      </p>

      {learners.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="font-bold">No learners found</p>
        </div>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <caption className="sr-only">Learners</caption>
            <thead className="bg-slate-50 text-start">
              <tr>
                <th scope="col" className="px-4 py-3 text-start font-bold">
                  Learner
                </th>
                <th scope="col" className="px-4 py-3 text-start font-bold">
                  Joined
                </th>
                <th scope="col" className="px-4 py-3 text-end font-bold">
                  Courses in progress
                </th>
                <th scope="col" className="px-4 py-3 text-end font-bold">
                  <span className="sr-only">Actions</span>
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
                        {learner.phone}
                      </bdi>
                    ) : null}
                  </th>
                  <td className="px-4 py-3 whitespace-nowrap">
                    <time dateTime={learner.joinedAt}>
                      {dateFormat.format(new Date(learner.joinedAt))}
                    </time>
                  </td>
                  <td className="px-4 py-3 text-end">{learner.coursesInProgress}</td>
                  <td className="px-4 py-3 text-end">
                    <Form method="post">
                      <input type="hidden" name="intent" value="create-reset-link" />
                      <input type="hidden" name="learnerId" value={learner.id} />
                      <Button
                        type="submit"
                        variant="outline"
                        size="sm"
                        disabled={creatingFor === learner.id}
                        aria-label={`Create reset link for ${learner.email ?? learner.phone}`}
                      >
                        Create reset link
                      </Button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {pageCount > 1 ? (
        <nav aria-label="Pages" className="flex items-center justify-between gap-4">
          {page > 1 ? (
            <Link to={pageHref(query, page - 1)} className={buttonVariants({ variant: "outline" })}>
              Previous
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-600">
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? (
            <Link to={pageHref(query, page + 1)} className={buttonVariants({ variant: "outline" })}>
              Next
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
