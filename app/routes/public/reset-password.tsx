// /reset-password: choose a new password with a one-time link (issue #14 part 8). The link's
// token arrives in a cookie (reset-password-link.ts); the page works without JavaScript (a plain
// form) and sends no Referer. Success signs the learner in and ends every other session.
import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/reset-password";
import { unusableLinkStatus } from "~/.server/auth/one-time-link-route";
import { readForm } from "~/.server/http/read-form";
import {
  learnerDeviceCookie,
  learnerSessionCookie,
} from "~/features/accounts/learner-session.server";
import {
  inspectResetLink,
  resetLinkProblem,
  resetPasswordWithLink,
} from "~/features/accounts/password-reset.server";
import {
  clearResetLinkCookie,
  readResetLinkToken,
} from "~/features/accounts/reset-link-cookie.server";
import { messageText } from "~/features/accounts/auth-messages";
import { ResetPasswordPage } from "~/features/accounts/reset-password-page";
import { metaTranslator, pageUrl, sharedPageMeta } from "~/i18n/page-meta";
import { requestTranslator } from "~/i18n/request-translator.server";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i = metaTranslator(location);
  const url = pageUrl(location, matches);
  return [
    ...sharedPageMeta(i, i.t("reset.title"), undefined, { url }),
    { name: "robots", content: "noindex" },
  ];
};

/**
 * No address of this page goes to another site. Not `no-referrer`: under it browsers send
 * `Origin: null` with the form's POST, which the cross-site check (server/app.ts) refuses. The
 * token is no longer in this page's address anyway (reset-password-link.ts).
 */
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "same-origin" });

/** Longer than the rules allow, so the rules (not zod) say what is wrong. */
const resetForm = z.object({
  password: z.string().max(1000).optional().default(""),
  confirm: z.string().max(1000).optional().default(""),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const link = await inspectResetLink(context.db, readResetLinkToken(request));
  if (link.status === "valid") {
    return { usable: true as const, learnerLabel: link.learnerLabel, problem: null };
  }
  // A link that can no longer be used is gone (410); a visit without one is just the page.
  return data(
    {
      usable: false as const,
      learnerLabel: null,
      problem: messageText(requestTranslator(request), resetLinkProblem(link.status)),
    },
    { status: unusableLinkStatus(link.status, { unknown: 410 }) },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = resetForm.safeParse(await readForm(request));
  const result = await resetPasswordWithLink(context.db, {
    token: readResetLinkToken(request),
    password: form.success ? form.data.password : "",
    confirm: form.success ? form.data.confirm : "",
  });
  if (!result.ok) {
    return data(
      {
        error: messageText(requestTranslator(request), result.error),
        field: result.field ?? null,
        linkUnusable: Boolean(result.link),
      },
      { status: result.status },
    );
  }
  // Signed in, like after a password change on /account (which says so at this address).
  const headers = new Headers();
  headers.append("Set-Cookie", learnerSessionCookie(request, result.token));
  headers.append("Set-Cookie", learnerDeviceCookie(request, result.deviceToken));
  headers.append("Set-Cookie", clearResetLinkCookie(request));
  return redirect(requestTranslator(request).path("/account?changed=password"), { headers });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ResetPasswordPage
      learnerLabel={loaderData.learnerLabel}
      problem={
        !loaderData.usable || actionData?.linkUnusable
          ? ((actionData?.linkUnusable ? actionData.error : loaderData.problem) ?? "")
          : null
      }
      formError={actionData && !actionData.linkUnusable ? actionData : null}
    />
  );
}
